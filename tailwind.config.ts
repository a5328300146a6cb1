import type { Config } from "tailwindcss";

/**
 * Loaded from `app/globals.css` through `@config`. Breakpoints follow the spec (576 / 768 / 992 /
 * 1200 / 1400 px). The brand colours read CSS custom properties, so a partner layout re-themes the
 * whole subtree by setting `--color-primary`, `--color-secondary` and `--color-heading` on a wrapper.
 */
const config = {
  theme: {
    screens: {
      sm: "576px",
      md: "768px",
      lg: "992px",
      xl: "1200px",
      "2xl": "1400px",
    },
    extend: {
      // Surfaces take the brand colours; text on them takes the `on-*` colours chosen for contrast
      // (lib/partners/palette.ts). `text-primary` / `text-secondary` read the ink variants, so a brand
      // colour used as text stays readable whatever colour a partner picks.
      colors: {
        primary: "var(--color-primary)",
        secondary: "var(--color-secondary)",
        heading: "var(--color-heading, var(--color-primary))",
        "primary-deep": "var(--color-primary-deep)",
        "on-primary": "var(--color-on-primary)",
        "on-primary-deep": "var(--color-on-primary-deep)",
        "on-secondary": "var(--color-on-secondary)",
      },
      textColor: {
        primary: "var(--color-primary-ink)",
        secondary: "var(--color-secondary-ink)",
        "secondary-deep": "var(--color-secondary-ink-deep)",
      },
    },
  },
} satisfies Omit<Config, "content">;

export default config;
