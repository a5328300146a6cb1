import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { apiOriginOf, contentSecurityPolicy, EVERY_PATH_SOURCE, securityHeaders } from "./lib/security/headers";
import { SEARCH_PAGE_SOURCE, STATIC_POLICY_SEARCH_MISSING, STATIC_POLICY_SOURCE } from "./lib/security/nonce-pages";
import { mainHostsFrom } from "./lib/site/host";
import { siteRewrites } from "./lib/site/routing";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages are compiled at build time: the browser gets no ICU parser (intl-messageformat).
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Read when the app is built; scripts/lib/build-state.ts rebuilds when one of them changes.
const https = (process.env.SITE_URL ?? "").startsWith("https:");
const dev = process.env.NODE_ENV === "development";
const staticPolicy = contentSecurityPolicy({ dev, https, apiOrigin: apiOriginOf(process.env.NEXT_PUBLIC_API_BASE) });

const nextConfig: NextConfig = {
  // PGlite ships WASM and a data directory; pg loads optional native bits: keep both out of the bundle.
  // The time zone package reads its zone files next to its own code at run time: not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@touch4it/ical-timezones"],
  poweredByHeader: false,
  // scripts/serve.mts compresses (brotli as well as gzip); Next's compression knows gzip only.
  compress: false,
  generateEtags: false,
  // One build for every use: `npm start` serves it from the project, a deploy (and the two-instance
  // tests) from its standalone folder, which `npm run build:standalone` completes (docs/deploy.md).
  output: "standalone",
  // `npm test` runs tsc before anything builds and says so here: Next would repeat the same check.
  typescript: { ignoreBuildErrors: process.env.COSTA_TYPES_CHECKED === "1" },
  reactStrictMode: true,
  // Small chunks merged (default minimum 50 KB): every page loaded 13 to 14 scripts, each with its
  // own request and headers; now 8 to 10, about 2.4 KB less per page (tests/bench/README.md).
  // Next requires the largest chunk to be at least three times the smallest.
  experimental: { turbopackChunking: { minChunkSize: 200_000, maxChunkSize: 600_000 } },
  typedRoutes: false,
  // Stores only successful pages, and keeps data-cache entries in memory (see the file).
  cacheHandler: path.join(import.meta.dirname, "lib/cache/page-cache-handler.mjs"),
  async rewrites() {
    return { beforeFiles: siteRewrites(mainHostsFrom(process.env.MAIN_HOSTS)), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      // Every answer, the build's scripts and styles included (scripts/serve.mts gives their brotli copies the same).
      { source: EVERY_PATH_SOURCE, headers: securityHeaders({ https }) },
      // Pages rendered per request get a policy with a nonce from the proxy instead; media routes and the build's scripts and styles none.
      { source: STATIC_POLICY_SOURCE, headers: [{ key: "Content-Security-Policy", value: staticPolicy }] },
      // A search without its query keys is a cached landing page (lib/catalogue/search/landing.ts).
      { source: SEARCH_PAGE_SOURCE, missing: [...STATIC_POLICY_SEARCH_MISSING], headers: [{ key: "Content-Security-Policy", value: staticPolicy }] },
    ];
  },
};

export default withNextIntl(nextConfig);
