/**
 * One run per source at a time (the advisory lock, on PGlite and PostgreSQL) and scheduled runs: a
 * second import of a source while one runs is refused (FeedSourceBusyError; 409 from the API), and a
 * due source is run by the scheduler once, its feed fetched from a local HTTP server, however many
 * scheduler rounds (instances) ask at the same time.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/crm/feeds/import/route";
import { issueStaffToken } from "@/lib/crm/staff";
import type { Database } from "@/lib/db/client";
import { feedRuns, feedSources, staffUsers, units } from "@/lib/db/schema";
import { importFeed } from "@/lib/feeds/import";
import { FeedSourceBusyError } from "@/lib/feeds/lock";
import { runDueFeeds } from "@/lib/feeds/scheduler";
import { ensureFeedSource } from "@/lib/feeds/sources";
import { feedXml, unitSpecs } from "../support/kyero-feed";
import { serve, startHttpFixture, type HttpFixture } from "../support/http-fixture";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();
const db = (): Database => database().db;
const xml = feedXml(unitSpecs(16, 8));

/** A feed whose first bytes arrive at once and the rest when `release()` is called: the run holds its lock meanwhile. */
function heldFeed() {
  let release!: () => void;
  let reading!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (reading = resolve));
  const bytes = Buffer.from(xml);
  async function* chunks() {
    yield bytes.subarray(0, 200);
    reading();
    await released;
    yield bytes.subarray(200);
  }
  return { chunks: chunks(), started, release };
}

let fixture: HttpFixture;
beforeAll(async () => {
  fixture = await startHttpFixture({ "/feed.xml": serve(xml), "/huge.xml": serve("<root>" + "x".repeat(4096) + "</root>"), "/gone.xml": serve("weg", "text/plain", 404) });
});
afterAll(() => fixture.close());

describe("one run per feed source", () => {
  it("refuses a second import of the source while one runs, and lets the next one in afterwards", async () => {
    const held = heldFeed();
    const first = importFeed(db(), held.chunks, { source: { name: "locked-feed" } });
    await held.started;
    await expect(importFeed(db(), [xml], { source: { name: "locked-feed" } })).rejects.toBeInstanceOf(FeedSourceBusyError);
    // Another source is not held up by it.
    expect((await importFeed(db(), [feedXml(unitSpecs(8, 8))], { source: { name: "other-feed" } })).status).toBe("succeeded");
    held.release();
    expect((await first).status).toBe("succeeded");
    const again = await importFeed(db(), [xml], { source: { name: "locked-feed" } });
    expect(again).toMatchObject({ status: "succeeded", changed: false });
    const [source] = await db().select().from(feedSources).where(eq(feedSources.name, "locked-feed"));
    expect(await db().select().from(feedRuns).where(eq(feedRuns.sourceId, source!.id))).toHaveLength(2);
  });

  it("answers 409 to the API while another run of the source holds it", async () => {
    const [admin] = await db().select().from(staffUsers).where(eq(staffUsers.role, "admin")).limit(1);
    const { token } = await issueStaffToken(admin!.id);
    const held = heldFeed();
    const first = importFeed(db(), held.chunks, { source: { name: "api-locked" } });
    await held.started;
    const response = await importRoute(
      new Request("http://localhost/api/crm/feeds/import?source=api-locked", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/xml", "x-costa-client-ip": "203.0.113.77" },
        body: xml,
      }),
    );
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("conflict");
    expect(body.error.fields.source![0]).toMatch(/wordt al geïmporteerd/);
    held.release();
    expect((await first).status).toBe("succeeded");
  });
});

describe("scheduled runs", () => {
  // The fixture serves on 127.0.0.1, which only this switch (FEEDS_ALLOW_LOOPBACK in the app) allows.
  const fromFixture = { allowLoopback: true };
  const clock = () => new Date("2026-06-01T10:07:00Z");

  async function scheduledSource(name: string, path: string, schedule = "*/5 * * * *") {
    const source = await ensureFeedSource(db(), { name, url: `${fixture.origin}${path}` });
    await db().update(feedSources).set({ schedule, createdAt: new Date("2026-06-01T09:00:00Z") }).where(eq(feedSources.id, source.id));
    return source;
  }

  it("runs a due source once, however many rounds ask at the same moment", async () => {
    const source = await scheduledSource("scheduled-feed", "/feed.xml");
    const rounds = await Promise.all([runDueFeeds(db(), { clock, fetchOptions: fromFixture }), runDueFeeds(db(), { clock, fetchOptions: fromFixture }), runDueFeeds(db(), { clock, fetchOptions: fromFixture })]);
    const reports = rounds.flatMap((round) => round.runs).filter((report) => report.source === "scheduled-feed");
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ status: "succeeded", counts: { properties: 16, unitsCreated: 16 } });
    expect(fixture.hits.get("/feed.xml")).toBe(1);
    expect(await db().select().from(units).where(eq(units.feedSourceId, source.id))).toHaveLength(16);
    // The run started at the round's time (the database stamps real time): later in the same interval
    // it is not due again; at the schedule's next time it is.
    await db().update(feedRuns).set({ startedAt: clock() }).where(eq(feedRuns.sourceId, source.id));
    expect((await runDueFeeds(db(), { clock: () => new Date("2026-06-01T10:09:00Z"), fetchOptions: fromFixture })).runs).toHaveLength(0);
    const next = await runDueFeeds(db(), { clock: () => new Date("2026-06-01T10:10:30Z"), fetchOptions: fromFixture });
    expect(next.runs.filter((report) => report.source === "scheduled-feed")).toHaveLength(1);
    expect(await db().select().from(feedRuns).where(eq(feedRuns.sourceId, source.id))).toHaveLength(2);
  });

  it("skips inactive sources and sources without a schedule", async () => {
    const inactive = await scheduledSource("inactive-feed", "/feed.xml");
    await db().update(feedSources).set({ active: false }).where(eq(feedSources.id, inactive.id));
    const unscheduled = await scheduledSource("unscheduled-feed", "/feed.xml");
    await db().update(feedSources).set({ schedule: null }).where(eq(feedSources.id, unscheduled.id));
    const round = await runDueFeeds(db(), { clock: () => new Date("2026-06-01T11:00:30Z"), fetchOptions: fromFixture });
    expect(round.runs.map((report) => report.source)).not.toContain("inactive-feed");
    expect(round.runs.map((report) => report.source)).not.toContain("unscheduled-feed");
  });

  it("fails the run with a clear message when the URL answers 404 or the feed is larger than allowed", async () => {
    await scheduledSource("gone-feed", "/gone.xml");
    await scheduledSource("huge-feed", "/huge.xml");
    const round = await runDueFeeds(db(), { clock: () => new Date("2026-06-01T12:00:30Z"), fetchOptions: { ...fromFixture, maxBytes: 1024 } });
    const bySource = new Map(round.runs.map((report) => [report.source, report]));
    expect(bySource.get("gone-feed")).toMatchObject({ status: "failed", error: expect.stringMatching(/kent de feed op dit adres niet/) });
    expect(bySource.get("huge-feed")).toMatchObject({ status: "failed", error: expect.stringMatching(/groter dan/) });
    expect(bySource.get("gone-feed")!.error).not.toContain("gone.xml");
  });
});
