/**
 * Writes a brotli copy (`file.js.br`) of each compressible file of the build's `.next/static`, at
 * brotli's highest quality: too slow per request, cheap once per build. The production server serves
 * them (lib/server/static-assets.ts). Runs after every production build and after the compile hints
 * (which change the root chunks); idempotent: a copy at least as new as its file is kept.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { BROTLI_SUFFIX, isPrecompressible } from "../../lib/server/static-assets";

const compress = promisify(brotliCompress);

async function isFresh(file: string, copy: string): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= (await stat(file)).mtimeMs;
  } catch {
    return false;
  }
}

async function writeCopy(file: string, copy: string): Promise<void> {
  const source = await readFile(file);
  const compressed = await compress(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  await writeFile(copy, compressed);
}

/** Brings the copies under `<root>/.next/static` up to date; returns how many it wrote. */
export async function precompressStatic(root: string): Promise<number> {
  const staticDir = path.join(root, ".next", "static");
  let entries: string[];
  try {
    entries = await readdir(staticDir, { recursive: true, encoding: "utf8" });
  } catch {
    return 0;
  }
  const stale: string[] = [];
  for (const entry of entries) {
    const file = path.join(staticDir, entry);
    const info = await stat(file);
    if (!info.isFile() || !isPrecompressible(file, info.size)) continue;
    if (!(await isFresh(file, file + BROTLI_SUFFIX))) stale.push(file);
  }
  // zlib's work runs on libuv's thread pool: a few at a time keep every core busy.
  for (let start = 0; start < stale.length; start += 4) {
    await Promise.all(stale.slice(start, start + 4).map((file) => writeCopy(file, file + BROTLI_SUFFIX)));
  }
  return stale.length;
}
