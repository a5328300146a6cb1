/**
 * The page cache cannot be filled from outside. Runs after every other browser test (its own
 * Playwright project), so the cache only changes through the requests made here.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

test.describe("the page cache", () => {
  function cacheFiles(): number {
    let count = 0;
    const walk = (dir: string) => {
      let entries: string[] = [];
      try {
        entries = readdirSync(dir);
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else count++;
      }
    };
    for (const dir of [".next/server/route-cache", ".next/cache/fetch-cache", ".next/server/app"]) walk(path.join(process.cwd(), dir));
    return count;
  }

  test("240 distinct bad URLs (unknown ids, wrong slugs, unknown hosts, made-up filters and places, other spellings) add no entries", async ({ request }) => {
    // Warm the routes first, so the count compares like with like.
    await request.get("/demo/for-sale/7-warm-up");
    await request.get("/demo/for-sale/999999");
    await request.get("/demo/search/spanje/costa-del-sol");
    await request.get("/demo/search/spanje/nergens");
    const before = cacheFiles();
    const urls: { url: string; host?: string }[] = [];
    // 60 of each kind: every kind misses the cache many times over (the 1,000 of earlier runs proved no more).
    for (let i = 0; i < 60; i++) {
      urls.push({ url: `/demo/for-sale/${700_000 + i}` });
      urls.push({ url: `/zuidkust/for-sale/${(i % 900) + 1}-wrong-slug-${i}` });
      urls.push({ url: `/for-sale/${(i % 900) + 1}`, host: `p-${i}.example` });
      // Searches with a query are rendered per request; landing pages of unknown places are 404s, and
      // other spellings of a real one redirect to it.
      if (i % 2 === 0) urls.push({ url: `/old/search?pricefrom=${100_000 + i}&bedrooms=${i % 10}` });
      else if (i % 4 === 1) urls.push({ url: `/demo/search/spanje/costa-del-sol/nergens-${i}` });
      else urls.push({ url: `/demo/search/${[..."spanje"].map((char, bit) => ((i >> bit) & 1 ? char.toUpperCase() : char)).join("")}/costa-del-sol` });
    }
    for (let index = 0; index < urls.length; index += 10) {
      const batch = urls.slice(index, index + 10);
      const statuses = await Promise.all(batch.map(async ({ url, host }) => (await request.get(url, { headers: host ? { host } : {}, maxRedirects: 0 })).status()));
      for (const status of statuses) expect(status).toBeLessThan(500);
    }
    expect(cacheFiles()).toBe(before);
  });
});
