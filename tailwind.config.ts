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
      colors: {
        primary: "var(--color-primary)",
        secondary: "var(--color-secondary)",
        heading: "var(--color-heading, var(--color-primary))",
      },
    },
  },
} satisfies Omit<Config, "content">;

export default config;
