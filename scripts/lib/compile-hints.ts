/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints) for the scripts every page
 * runs as it starts: the framework chunks Next lists as `rootMainFiles` (its runtime, React DOM, the
 * router). V8 compiles a script's functions lazily, on the main thread, the first time each is
 * called; Next calls nearly all of these while it hydrates, so that compiling made most of the
 * page's longest task. With `//# allFunctionsCalledOnLoad` as its first line, V8 compiles the whole
 * script eagerly, off the main thread while it streams in. Page chunks are left alone: what they
 * hold is often not called at load. Runs after every production build (idempotent).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The root main files of a build, as paths inside `.next`. */
export function rootMainFiles(root: string): string[] {
  const manifest = path.join(root, ".next", "build-manifest.json");
  if (!existsSync(manifest)) return [];
  const { rootMainFiles: files } = JSON.parse(readFileSync(manifest, "utf8")) as { rootMainFiles?: unknown };
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string" && file.endsWith(".js")) : [];
}

/** Prepends the hint to each root main file that lacks it; returns how many files it changed. */
export function addCompileHints(root: string): number {
  let changed = 0;
  for (const file of rootMainFiles(root)) {
    const target = path.join(root, ".next", file);
    if (!existsSync(target)) continue;
    const code = readFileSync(target, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(target, COMPILE_HINT + code);
    changed += 1;
  }
  return changed;
}
