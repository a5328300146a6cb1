/**
 * The shared Next.js cache (REDIS_URL): two instances' stores on one Redis. An entry stored by one is
 * read by the other; a tag revalidated on one is stale on both; data-cache entries are bounded; with
 * Redis unreachable the store answers from its local fallback and says so once in the log.
 * Runs against the Redis at REDIS_URL, else 127.0.0.1:6379; skipped when none answers.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server, Socket } from "node:net";
import { Redis } from "ioredis";
import { redisAnswers, TEST_REDIS_URL } from "../support/redis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sharedCacheKeyPrefix } from "@/lib/cache/page-cache-handler.mjs";
import { type CacheEntry, createSharedCacheStore, type SharedCacheStore } from "@/lib/cache/shared-cache-store.mjs";

const REDIS_URL = TEST_REDIS_URL;
const keyPrefix = sharedCacheKeyPrefix(`test-${randomUUID()}`, { REDIS_CACHE_PREFIX: "costa:test-cache" });

function entry(kind: "FETCH" | "APP_PAGE", tags: string[], data: unknown): CacheEntry {
  const now = Math.floor(Date.now() / 1000);
  return {
    // A moment ago: a revalidation in the same millisecond still counts as later.
    lastModified: Date.now() - 1_000,
    lifespan: { lastModifiedAt: now, staleAge: 300, staleAt: now + 300, expireAge: 450, expireAt: now + 450, revalidate: 300 },
    tags,
    value: kind === "FETCH" ? { kind, data: { headers: {}, body: JSON.stringify(data), status: 200 }, revalidate: 300 } : { kind, html: String(data), headers: {}, status: 200 },
  };
}

const noImplicitTags = { implicitTags: [] as string[] };
const stores: SharedCacheStore[] = [];
function store(options: Partial<Parameters<typeof createSharedCacheStore>[0]> = {}): SharedCacheStore {
  const created = createSharedCacheStore({ url: REDIS_URL, keyPrefix, log: () => undefined, ...options });
  stores.push(created);
  return created;
}

const redisUp = await redisAnswers(REDIS_URL);

describe.skipIf(!redisUp)("the shared cache on Redis", () => {
  afterAll(async () => {
    for (const created of stores) created.close();
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${keyPrefix}*`);
    if (keys.length > 0) await admin.unlink(...keys);
    await admin.quit();
  });

  it("an entry stored by one instance is read by the other; a tag revalidated on the other is stale on both", async () => {
    const first = store();
    const second = store();
    await Promise.all([first.ready(), second.ready()]);
    await first.set("search:a", entry("FETCH", ["catalogue", "catalogue:partner:1"], { price: 250_000 }));
    await first.set("page:/demo", entry("APP_PAGE", ["catalogue"], "<p>250.000</p>"));
    await first.set("other", entry("FETCH", ["blog"], { title: "x" }));
    expect((await second.get("search:a", noImplicitTags))?.value).toMatchObject({ kind: "FETCH" });
    expect((await second.get("page:/demo", noImplicitTags))?.value).toMatchObject({ html: "<p>250.000</p>" });

    await second.revalidateTag("catalogue");
    for (const instance of [first, second]) {
      expect(await instance.get("search:a", noImplicitTags)).toBeNull();
      expect(await instance.get("page:/demo", noImplicitTags)).toBeNull();
      // Entries without the tag stay.
      expect((await instance.get("other", noImplicitTags))?.tags).toEqual(["blog"]);
    }
  });

  it("a path revalidated on one instance (an implicit tag) is stale on the other", async () => {
    const [first, second] = [store(), store()];
    await Promise.all([first.ready(), second.ready()]);
    await first.set("page:/zuidkust", entry("APP_PAGE", [], "<p>old</p>"));
    const implicit = { implicitTags: ["_N_T_/zuidkust"] };
    expect(await second.get("page:/zuidkust", implicit)).not.toBeNull();
    await second.revalidateTag("_N_T_/zuidkust");
    expect(await first.get("page:/zuidkust", implicit)).toBeNull();
  });

  it("data-cache entries stop at the bound; pages are still stored", async () => {
    const prefix = sharedCacheKeyPrefix(`bound-${randomUUID()}`, { REDIS_CACHE_PREFIX: "costa:test-cache" });
    const bounded = store({ keyPrefix: prefix, maxEntries: 5 });
    await bounded.ready();
    for (let index = 0; index < 12; index++) await bounded.set(`search:${index}`, entry("FETCH", ["catalogue"], { index }));
    let stored = 0;
    for (let index = 0; index < 12; index++) if (await bounded.get(`search:${index}`, noImplicitTags)) stored++;
    expect(stored).toBe(5);
    await bounded.set("page:/", entry("APP_PAGE", ["catalogue"], "<p>home</p>"));
    expect(await bounded.get("page:/", noImplicitTags)).not.toBeNull();
    await bounded.revalidateTag("catalogue");
    const admin = new Redis(REDIS_URL);
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    await admin.quit();
  });
});

/** A TCP relay to Redis that can be cut and restored on the same port: an outage as the app sees it. */
async function redisRelay(): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    server = createServer((incoming) => {
      const outgoing = new Socket().connect(Number(target.port || 6379), target.hostname);
      for (const socket of [incoming, outgoing]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server!.address() as { port: number }).port;
  };
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

describe.skipIf(!redisUp)("the shared cache through a Redis outage", () => {
  it("serves from the fallback while Redis is away, logs it once, and revalidates the missed tags when Redis returns", async () => {
    const relay = await redisRelay();
    const logged: string[] = [];
    const instance = store({ url: relay.url, log: (_level, message) => void logged.push(message) });
    const observer = store();
    await Promise.all([instance.ready(), observer.ready()]);
    await instance.set("search:outage", entry("FETCH", ["catalogue"], { price: 1 }));
    expect(await observer.get("search:outage", noImplicitTags)).not.toBeNull();

    await relay.cut();
    await expect.poll(() => logged, { timeout: 10_000 }).toEqual(["cache_redis_down"]);
    for (let index = 0; index < 10; index++) await instance.set(`search:local-${index}`, entry("FETCH", ["catalogue"], { index }));
    expect(await instance.get("search:local-3", noImplicitTags)).not.toBeNull();
    await instance.revalidateTag("catalogue");
    expect(await instance.get("search:local-3", noImplicitTags)).toBeNull();
    expect(logged).toEqual(["cache_redis_down"]);
    // Redis itself never heard of the revalidation yet.
    expect(await observer.get("search:outage", noImplicitTags)).not.toBeNull();

    await relay.restore();
    await expect.poll(() => logged, { timeout: 15_000 }).toEqual(["cache_redis_down", "cache_redis_back"]);
    await expect.poll(async () => await observer.get("search:outage", noImplicitTags), { timeout: 10_000 }).toBeNull();
    await relay.cut();
  });
});

describe.skipIf(!redisUp)("the cache handler with REDIS_URL", () => {
  it("stores successful pages in Redis and nothing for a 404 or a redirect", async () => {
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_CACHE_PREFIX = "costa:test-cache";
    const { default: Handler } = (await import("@/lib/cache/shared-cache-handler.mjs")) as unknown as {
      default: new (context: object) => { get(key: string, ctx: object): Promise<{ value: { html: string } } | null>; set(key: string, value: object, ctx: object): Promise<void> };
    };
    const handler = new Handler({ serverDistDir: "/nonexistent/server", dev: false });
    const page = (status: number) => ({ kind: "APP_PAGE", html: `<p>${status}</p>`, rscData: Buffer.from("rsc"), headers: {}, status });
    const ctx = { cacheControl: { revalidate: 300 }, tags: [] };
    const unique = randomUUID();
    const read = { kind: "APP_PAGE", softTags: [] };
    // The first use makes the store; until its connection is up, the local fallback would answer.
    await handler.get(`/warm-up-${unique}`, read);
    await (globalThis as { __costaCacheStore?: { ready(): Promise<void> } }).__costaCacheStore?.ready();
    await handler.set(`/ok-${unique}`, page(200), ctx);
    await handler.set(`/missing-${unique}`, page(404), ctx);
    await handler.set(`/moved-${unique}`, page(307), ctx);
    expect((await handler.get(`/ok-${unique}`, read))?.value.html).toBe("<p>200</p>");
    expect(await handler.get(`/missing-${unique}`, read)).toBeNull();
    expect(await handler.get(`/moved-${unique}`, read)).toBeNull();
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`costa:test-cache:dev:*${unique}`);
    expect(keys).toEqual([`costa:test-cache:dev:/ok-${unique}`]);
    await admin.unlink(...keys, "costa:test-cache:dev:__sharedTags__", "costa:test-cache:dev:__sharedTagsTtl__");
    await admin.quit();
    (globalThis as { __costaCacheStore?: { close(): void } }).__costaCacheStore?.close();
  });
});

describe("the shared cache with Redis unreachable", () => {
  it("answers from the local fallback and logs the outage once, as a JSON line", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const offline = createSharedCacheStore({ url: "redis://127.0.0.1:1", keyPrefix });
    try {
      await expect.poll(() => errors.mock.calls.length, { timeout: 10_000 }).toBe(1);
      for (let index = 0; index < 20; index++) await offline.set(`search:${index}`, entry("FETCH", ["catalogue"], { index }));
      expect(offline.shared).toBe(false);
      expect((await offline.get("search:3", noImplicitTags))?.value).toMatchObject({ kind: "FETCH" });
      await offline.revalidateTag("catalogue");
      expect(await offline.get("search:3", noImplicitTags)).toBeNull();
      // ioredis kept reconnecting meanwhile; the log has the one line.
      expect(errors.mock.calls.length).toBe(1);
      expect(JSON.parse(String(errors.mock.calls[0]![0]))).toMatchObject({ level: "warn", message: "cache_redis_down", host: "127.0.0.1:1", fallback: "local memory" });
    } finally {
      offline.close();
      errors.mockRestore();
    }
  });
});
