import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedSearchKey, isRecentlyCached, learnFromAnswer } from "@/lib/server/cached-searches";

/** A real server whose answers carry the cache header the test asks for, learning as the production server does. */
let origin = "";
const keys: (string | null)[] = [];
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const key = cachedSearchKey(request);
  keys.push(key);
  if (key) learnFromAnswer(key, response);
  const cache = new URL(request.url ?? "/", "http://x").searchParams.get("answer") ?? "";
  if (cache === "404") response.writeHead(404).end();
  else {
    // As Next sets it on a page of its cache.
    if (cache) response.setHeader("x-nextjs-cache", cache);
    response.writeHead(200).end("page");
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, host = "partner-a.test"): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${origin}${path}`, { headers: { host } }, (response) => {
      response.resume();
      response.on("end", () => setImmediate(resolve));
    });
    call.on("error", reject);
    call.end();
  });
}

describe("filtered searches the page cache answered lately", () => {
  it("are remembered after a cache hit, per host and filter set, whatever the spelling", async () => {
    await get("/search?bedrooms=2&answer=MISS");
    const key = keys.at(-1)!;
    expect(key).toMatch(/^partner-a\.test\/search\/~/);
    expect(isRecentlyCached(key)).toBe(false);
    await get("/search?answer=HIT&bedrooms=02&utm_source=x");
    expect(keys.at(-1)).toBe(key);
    expect(isRecentlyCached(key)).toBe(true);
    await get("/search?bedrooms=2&answer=HIT", "demo.test");
    expect(keys.at(-1)).not.toBe(key);
  });

  it("are forgotten when an answer shows a render or no page", async () => {
    await get("/search?bedrooms=3&answer=STALE");
    const key = keys.at(-1)!;
    expect(isRecentlyCached(key)).toBe(true);
    await get("/search?bedrooms=3&answer=MISS");
    expect(isRecentlyCached(key)).toBe(false);
    await get("/search?bedrooms=3&answer=HIT");
    expect(isRecentlyCached(key)).toBe(true);
    await get("/search?bedrooms=3&answer=404");
    expect(isRecentlyCached(key)).toBe(false);
  });

  it("knows only filtered searches", async () => {
    await get("/for-sale/12?answer=HIT");
    expect(keys.at(-1)).toBeNull();
  });
});
