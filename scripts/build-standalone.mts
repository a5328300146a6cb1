/**
 * `npm run build:standalone`: the deployable server folder `.next/standalone` (docs/deploy.md), the
 * same build `npm start` serves (next.config.ts builds standalone output always; this builds only
 * when that build is missing or stale). `next build` puts there the server's files and the part of
 * node_modules they need; this adds:
 * - the production server (scripts/serve.mts compiled to `costa-server.mjs`) and the migrations
 *   (`costa-migrate.mjs` with `lib/db/migrations`);
 * - what Next leaves out on purpose (`.next/static`, `public`);
 * - the Node.js it runs on (`node`, a copy of the one running this script: 24 or later).
 * Start it inside that folder with `./node costa-server.mjs`. The build settings (MAIN_HOSTS,
 * SITE_URL, NEXT_PUBLIC_*) are read now, from the environment.
 */
import "./lib/require-node";
import { copyFile, cp, rm } from "node:fs/promises";
import path from "node:path";
import { buildIsStale, recordBuildSettings } from "./lib/build-state";
import { addCompileHints } from "./lib/compile-hints";
import { precompressStatic } from "./lib/precompress";
import { bin, run } from "./lib/run";
import { bundleMigrate, bundleServer } from "./lib/server-bundle";

const root = process.cwd();
const standalone = path.join(root, ".next", "standalone");
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

if (buildIsStale(root)) {
  console.log("[build] next build…");
  const code = await run(bin("next"), ["build"], { ...process.env, NODE_ENV: "production" });
  if (code !== 0) process.exit(code);
  recordBuildSettings(root);
}
addCompileHints(root);
await precompressStatic(root);
await bundleServer(root, path.join(standalone, "costa-server.mjs"));
await bundleMigrate(root, path.join(standalone, "costa-migrate.mjs"));
for (const [from, to] of [[".next/static", ".next/static"], ["public", "public"], ["lib/db/migrations", "lib/db/migrations"]] as const) {
  await rm(path.join(standalone, to), { recursive: true, force: true });
  // Timestamps kept: the server serves a brotli copy only when it is at least as new as its file.
  await cp(path.join(root, from), path.join(standalone, to), { recursive: true, preserveTimestamps: true });
}
await copyFile(process.execPath, path.join(standalone, "node"));
console.log(`[build] ready (Node.js ${process.versions.node}): cd ${path.relative(root, standalone)} && ./node costa-server.mjs`);
