/**
 * The private parts of Next.js the app still leans on, each with a check that fails on a Next.js
 * upgrade that changes it (the public API has no equivalent for these three):
 * - Next's file-system page cache, which lib/cache/page-cache-handler.mjs extends (what it stores,
 *   where, and that `set` reads `flushToDisk` before its first await);
 * - the process's incremental cache on `globalThis.__incrementalCache`, where background jobs mark a
 *   tag stale outside a request (lib/catalogue/cache.ts);
 * - the build's configuration passed in `__NEXT_PRIVATE_STANDALONE_CONFIG`, as Next's own standalone
 *   `server.js` does (scripts/serve.mts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GuardedFileSystemCache } from "@/lib/cache/page-cache-handler.mjs";

const require = createRequire(import.meta.url);
const nextFile = (file: string) => readFileSync(require.resolve(`next/dist/${file}`), "utf8");
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js") as { nodeFs: unknown };

const distDir = mkdtempSync(path.join(tmpdir(), "costa-next-cache-"));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function pageEntry(status = 200) {
  return { kind: "APP_PAGE", html: "<main>page</main>", rscData: Buffer.from("0:rsc"), headers: {}, status, postponed: undefined, segmentData: new Map() };
}
const setContext = { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false };
const getContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

describe("Next.js internals the app depends on", () => {
  const cache = new GuardedFileSystemCache({ fs: nodeFs, serverDistDir: distDir, flushToDisk: true, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] });

  it("the file-system page cache: a project page goes to disk, a filtered search page stays in memory, a 404 is not stored", async () => {
    await cache.set("/demo/for-sale/7-villa", pageEntry(), setContext);
    expect(existsSync(path.join(distDir, "app", "demo", "for-sale", "7-villa.html"))).toBe(true);

    const filtered = "/demo/search/landing/spanje/~Y2F0PTE";
    await cache.set(filtered, pageEntry(), setContext);
    expect(existsSync(path.join(distDir, "app", "demo", "search", "landing", "spanje", "~Y2F0PTE.html"))).toBe(false);
    expect((await cache.get(filtered, getContext))?.value).toMatchObject({ kind: "APP_PAGE", html: "<main>page</main>" });

    await cache.set("/demo/for-sale/8-gone", pageEntry(404), setContext);
    expect(await cache.get("/demo/for-sale/8-gone", getContext)).toBeNull();
  });

  it("the process's incremental cache is on globalThis, with revalidateTag(tags, durations)", () => {
    expect(nextFile("server/base-server.js")).toContain("globalThis.__incrementalCache = incrementalCache");
    const { IncrementalCache } = require("next/dist/server/lib/incremental-cache/index.js") as { IncrementalCache: { prototype: { revalidateTag: (...args: unknown[]) => unknown } } };
    expect(IncrementalCache.prototype.revalidateTag.length).toBe(2);
  });

  it("the build's configuration in __NEXT_PRIVATE_STANDALONE_CONFIG: Next's standalone server sets it and its config loader reads it", () => {
    expect(nextFile("build/utils.js")).toMatch(/process\.env\.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON\.stringify\(nextConfig\)/);
    expect(nextFile("server/config.js")).toContain("JSON.parse(process.env.__NEXT_PRIVATE_STANDALONE_CONFIG)");
  });
});
