/**
 * `npm start`: validate the environment, build when the build is missing or stale, migrate and seed
 * (scripts/db-prepare.mts, a process that ends before the server starts), and only then start the server
 * that opens the database.
 *   --dev       next dev instead of build + next start
 *   --reset-db  wipe the PGlite directory first (refused with DATABASE_URL; used by the e2e suite)
 */
import "./lib/require-node";
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { envOrExit } from "./lib/env-or-exit";
import { buildIsStale, clearNextCaches, recordBuildSettings } from "./lib/build-state";
import { addCompileHints } from "./lib/compile-hints";
import { precompressStatic } from "./lib/precompress";
import { prepareInternalToken, prepareSessionSecret } from "./lib/secrets";
import { bin, run } from "./lib/run";
import { bundleServer } from "./lib/server-bundle";

const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const say = (message: string) => console.log(`[start] ${message}`);
// No network here or on many hosts: Next's anonymous telemetry would only time out.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const config = envOrExit();

if (args.has("--reset-db")) {
  if (config.DATABASE_URL) {
    console.error("--reset-db only wipes an embedded PGlite directory; unset DATABASE_URL");
    process.exit(1);
  }
  await rm(config.PGLITE_DIR, { recursive: true, force: true });
  say(`wiped ${config.PGLITE_DIR}`);
}

if (!dev && buildIsStale(process.cwd())) {
  say("building the production bundle (next build)…");
  const code = await run(bin("next"), ["build"], { ...process.env, NODE_ENV: "production" });
  if (code !== 0) process.exit(code);
  recordBuildSettings(process.cwd());
}
if (!dev) {
  addCompileHints(process.cwd());
  const written = await precompressStatic(process.cwd());
  if (written > 0) say(`wrote brotli copies of ${written} static files`);
}

// In a process of its own, so that this one, which stays beside the server, stays small.
const prepared = await run(bin("tsx"), ["scripts/db-prepare.mts"]);
if (prepared !== 0) process.exit(prepared);
if (!dev) {
  await clearNextCaches(process.cwd());
  say("cleared Next's data and page caches (the database may have changed since the last run)");
}

// The production server is Next behind a small guard (scripts/serve.mts, compiled to plain JavaScript
// so that no TypeScript loader sits in the serving process); dev is plain `next dev`.
const command = dev ? [bin("next"), "dev", "--port", String(config.PORT)] : [process.execPath, await bundleServer(process.cwd())];
const server = spawn(command[0]!, command.slice(1), {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(config.PORT),
    NODE_ENV: dev ? "development" : "production",
    AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true",
    // Operator commands (npm run catalogue:revalidate) authenticate with it.
    INTERNAL_API_TOKEN: prepareInternalToken(config.PORT, config.INTERNAL_API_TOKEN),
    NEXTAUTH_SECRET: prepareSessionSecret(config.NEXTAUTH_SECRET),
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
