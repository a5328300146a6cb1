/**
 * Two app instances on one PostgreSQL server, each with its own connection pool, run the scheduler at
 * the same moment: the due source is imported once. And while one instance imports a source, the
 * other's import of it is refused. Runs on PostgreSQL only (`*.postgres.test.ts`).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { feedRuns, feedSources } from "@/lib/db/schema";
import { importFeed } from "@/lib/feeds/import";
import { FeedSourceBusyError } from "@/lib/feeds/lock";
import { runDueFeeds } from "@/lib/feeds/scheduler";
import { ensureFeedSource } from "@/lib/feeds/sources";
import { serve, startHttpFixture, type HttpFixture } from "../support/http-fixture";
import { feedXml, FEED_HEAD, FEED_TAIL, unitSpecs } from "../support/kyero-feed";
import { openTestDatabase, secondInstance } from "./helpers/database";

let first: DatabaseHandle;
let second: DatabaseHandle;
let fixture: HttpFixture;

beforeAll(async () => {
  first = await openTestDatabase({ seeded: true });
  second = await secondInstance(first.db);
  fixture = await startHttpFixture({ "/feed.xml": serve(feedXml(unitSpecs(16, 8))) });
});
afterAll(async () => {
  await fixture?.close();
  await second?.close();
  await first?.close();
});

describe("feed runs across two instances", () => {
  it("runs a due source once when both instances' schedulers ask at the same moment", async () => {
    const source = await ensureFeedSource(first.db, { name: "two-instances", url: `${fixture.origin}/feed.xml` });
    await first.db.update(feedSources).set({ schedule: "*/5 * * * *", createdAt: new Date("2026-06-01T09:00:00Z") }).where(eq(feedSources.id, source.id));
    const clock = () => new Date("2026-06-01T10:07:00Z");
    // The fixture serves on 127.0.0.1, which only this switch (FEEDS_ALLOW_LOOPBACK in the app) allows.
    const fetchOptions = { allowLoopback: true };
    const rounds = await Promise.all([runDueFeeds(first.db, { clock, fetchOptions }), runDueFeeds(second.db, { clock, fetchOptions })]);
    expect(rounds.flatMap((round) => round.runs)).toHaveLength(1);
    expect(await first.db.select().from(feedRuns).where(eq(feedRuns.sourceId, source.id))).toHaveLength(1);
    expect(fixture.hits.get("/feed.xml")).toBe(1);
  });

  it("refuses one instance's import of a source while the other's runs", async () => {
    let release!: () => void;
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    const held = importFeed(first.db, (async function* () {
      yield FEED_HEAD;
      reading();
      await new Promise<void>((resolve) => (release = resolve));
      yield FEED_TAIL;
    })(), { source: { name: "held-elsewhere" } });
    await started;
    await expect(importFeed(second.db, [feedXml(unitSpecs(8, 8))], { source: { name: "held-elsewhere" } })).rejects.toBeInstanceOf(FeedSourceBusyError);
    release();
    expect((await held).status).toBe("succeeded");
    expect((await importFeed(second.db, [feedXml(unitSpecs(8, 8))], { source: { name: "held-elsewhere" } })).status).toBe("succeeded");
  });
});
