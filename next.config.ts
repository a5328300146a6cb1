import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages are compiled at build time: the browser gets no ICU parser (intl-messageformat).
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // PGlite ships WASM and a data directory; pg loads optional native bits: keep both out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
