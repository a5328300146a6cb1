/**
 * Decides whether the production build is missing or older than the sources it was built from, and
 * clears the caches a running server fills inside the build folder.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "middleware.ts",
  "scripts/lib/build-state.ts",
  "scripts/lib/compile-hints.ts",
  "instrumentation.ts",
  "global.ts",
  "next.config.ts",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "package.json",
];
const SKIP = new Set(["node_modules", ".next", "data", "migrations", "seed"]);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Settings the build reads (next.config.ts: host routing, security headers; NEXT_PUBLIC_* are inlined
 * into the browser code): a change needs a new build.
 */
const BUILD_SETTINGS = ["NEXT_OUTPUT", "MAIN_HOSTS", "SITE_URL", "NEXT_PUBLIC_API_BASE", "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY", "NEXT_PUBLIC_GTM_ID", "NEXT_PUBLIC_MAP_TILES_URL", "NEXT_PUBLIC_MAP_TILES_ATTRIBUTION"];
const SETTINGS_FILE = path.join(".next", "build-settings.json");

function buildSettings(environment: NodeJS.ProcessEnv): string {
  return JSON.stringify(Object.fromEntries(BUILD_SETTINGS.map((name) => [name, environment[name] ?? ""])));
}

/** Records the settings a build was made with (call after a successful build). */
export function recordBuildSettings(root: string, environment: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(path.join(root, SETTINGS_FILE), buildSettings(environment));
}

export function buildIsStale(root: string, environment: NodeJS.ProcessEnv = process.env): boolean {
  const marker = path.join(root, ".next", "BUILD_ID");
  const settings = path.join(root, SETTINGS_FILE);
  if (!existsSync(marker) || !existsSync(settings)) return true;
  if (readFileSync(settings, "utf8") !== buildSettings(environment)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/**
 * Next keeps its data cache (`unstable_cache`) and its page cache (ISR) on disk inside `.next`, where
 * they outlive the server. A start may face another database (a re-seed, DATABASE_URL switched), so
 * each start begins with empty caches; they refill on the first requests.
 */
export async function clearNextCaches(root: string): Promise<void> {
  for (const dir of [".next/cache/fetch-cache", ".next/server/route-cache"]) {
    await rm(path.join(root, dir), { recursive: true, force: true });
  }
}
