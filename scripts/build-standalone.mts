/**
 * `npm run build:standalone`: the deployable server folder `.next/standalone` (docs/deploy.md).
 * `next build` (output: "standalone") puts there the server's files and the part of
 * node_modules they need; this adds the production server (scripts/serve.mts, compiled to
 * `costa-server.mjs`) and what Next leaves out on purpose (`.next/static`, `public`).
 * Start it inside that folder with `node costa-server.mjs`. Builds only when the build is stale (a
 * build of `npm start` counts as stale: it lacks the folder); the build settings (MAIN_HOSTS,
 * SITE_URL, NEXT_PUBLIC_*) are read now, from the environment.
 */
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { buildIsStale, recordBuildSettings } from "./lib/build-state";
import { addCompileHints } from "./lib/compile-hints";
import { precompressStatic } from "./lib/precompress";
import { bin, run } from "./lib/run";
import { bundleServer } from "./lib/server-bundle";

const root = process.cwd();
const standalone = path.join(root, ".next", "standalone");
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// next.config.ts: `output: "standalone"` only for this build (`npm start` serves without it).
process.env.NEXT_OUTPUT = "standalone";

if (buildIsStale(root)) {
  console.log("[build] next build…");
  const code = await run(bin("next"), ["build"], { ...process.env, NODE_ENV: "production" });
  if (code !== 0) process.exit(code);
  recordBuildSettings(root);
}
addCompileHints(root);
await precompressStatic(root);
await bundleServer(root, path.join(standalone, "costa-server.mjs"));
for (const [from, to] of [[".next/static", ".next/static"], ["public", "public"]] as const) {
  await rm(path.join(standalone, to), { recursive: true, force: true });
  // Timestamps kept: the server serves a brotli copy only when it is at least as new as its file.
  await cp(path.join(root, from), path.join(standalone, to), { recursive: true, preserveTimestamps: true });
}
console.log(`[build] ready: cd ${path.relative(root, standalone)} && node costa-server.mjs`);
