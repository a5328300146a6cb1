/**
 * Decides whether the production build is missing or older than the sources it was built from, and
 * clears the caches a running server fills inside the build folder.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "middleware.ts",
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

export function buildIsStale(root: string): boolean {
  const marker = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(marker)) return true;
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
