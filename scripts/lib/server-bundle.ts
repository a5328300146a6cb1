/**
 * The production server (scripts/serve.mts) compiled to one plain ES module before it starts, so it
 * runs on `node` alone. Started through tsx it would carry tsx's module hooks, and Next imports its
 * cache handler with a dynamic `import()` on every request: with a hook registered, each such import
 * is a round trip to the hooks' worker thread, which cost about a third of a cheap request's time
 * (profiled; tests/bench/README.md). Our own modules are bundled in, packages stay imports.
 */
import path from "node:path";
import { build } from "esbuild";

export const SERVER_BUNDLE = path.join(".next", "costa-server.mjs");

export async function bundleServer(cwd: string, outfile = path.join(cwd, SERVER_BUNDLE)): Promise<string> {
  await build({
    entryPoints: [path.join(cwd, "scripts", "serve.mts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}
