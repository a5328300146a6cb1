import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import clientBoundary from "./eslint-rules/client-boundary.mjs";

/** Server modules, at any depth: `@/lib/db/client`, `@/lib/catalogue/project/queries`, `../../lib/x/service`. */
const SERVER_MODULES = ["@/lib/db", "@/lib/db/**", "**/lib/db", "**/lib/db/**", "@/lib/**/queries", "**/lib/**/queries", "@/lib/**/service", "**/lib/**/service"];

// The standalone translator carries every message: components (which may run in the browser) use next-intl's hooks.
const standaloneIntl = { name: "@/lib/i18n/standalone", message: "use useTranslations / getTranslations (the standalone translator is for code outside React)" };

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ["node_modules/**", ".next/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "lib/db/migrations/**"],
  },
  {
    // "use client" modules never reach zod, server-only modules or lib/db, however many imports away.
    // The account forms are the exception for zod: they check input with the route handlers' schemas
    // (zodResolver), and load only on the account pages; the same for the lead forms and the calculator (own chunks).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "client-boundary": clientBoundary } } },
    rules: { "local/client-boundary": ["error", { root: import.meta.dirname, allowZodIn: ["components/account/forms/", "components/leads/", "components/calculator/"] }] },
  },
  {
    // Links go through components/ui/link.tsx (no prefetching: see there).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "use Link from @/components/ui/link" }] }],
    },
  },
  {
    // Components render on both sides: they never reach the database or a server-only module.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "next/link", message: "use Link from @/components/ui/link" }, standaloneIntl],
          patterns: [{ group: SERVER_MODULES, message: "components/ must not import server modules" }],
        },
      ],
    },
  },
];

export default config;
