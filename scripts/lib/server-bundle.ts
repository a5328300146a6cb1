/**
 * The production server (scripts/serve.mts) compiled to one plain ES module before it starts, so it
 * runs on `node` alone. Started through tsx it would carry tsx's module hooks, and Next imports its
 * cache handler with a dynamic `import()` on every request: with a hook registered, each such import
 * is a round trip to the hooks' worker thread, which cost about a third of a cheap request's time
 * (profiled; tests/bench/README.md). Our own modules are bundled in, packages stay imports, except
 * the few only this server uses: Next's standalone folder holds just the packages the app needs.
 */
import path from "node:path";
import { build, type Plugin } from "esbuild";

/**
 * Packages of the server alone (lib/server/static-assets.ts, the compression of scripts/serve.mts) and
 * what they require, bundled in; pure JavaScript. CommonJS in an ES module: their `require` of Node's
 * built-ins goes through the banner's `createRequire`.
 */
const BUNDLED_PACKAGES = new Set(["negotiator", "content-type", "compression", "bytes", "compressible", "mime-db", "debug", "ms", "destroy", "on-headers", "safe-buffer", "vary"]);

const packageName = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

const externalPackages: Plugin = {
  name: "external-packages",
  setup(esbuild) {
    // Bare specifiers (packages, node: built-ins) stay imports unless bundled on purpose.
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => (BUNDLED_PACKAGES.has(packageName(specifier)) ? undefined : { path: specifier, external: true }));
  },
};

const SERVER_BUNDLE = path.join(".next", "costa-server.mjs");
const REQUIRE_BANNER = 'import { createRequire as __costaCreateRequire } from "node:module"; const require = __costaCreateRequire(import.meta.url);';

export async function bundleServer(cwd: string, outfile = path.join(cwd, SERVER_BUNDLE)): Promise<string> {
  await build({
    entryPoints: [path.join(cwd, "scripts", "serve.mts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    plugins: [externalPackages],
    banner: { js: REQUIRE_BANNER },
    logLevel: "warning",
  });
  return outfile;
}

/**
 * `npm run db:migrate` as one file for the deployable folder (`costa-migrate.mjs`), which has no
 * tsx and only the packages the app's server needs: everything is bundled in but the database
 * drivers, which that folder has. It reads the migrations from `lib/db/migrations` in its folder.
 */
export async function bundleMigrate(cwd: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [path.join(cwd, "scripts", "db-migrate.mts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    external: ["pg", "pg-native", "@electric-sql/pglite"],
    banner: { js: REQUIRE_BANNER },
    logLevel: "warning",
  });
  return outfile;
}
