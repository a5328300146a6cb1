/** Decides whether the production build is missing or older than the sources it was built from. */
import { existsSync, readdirSync, statSync } from "node:fs";
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
