/**
 * Saved-search alerts for projects that newly match (the seen set of lib/saved-searches/matches.ts),
 * on the real schema (PGlite, or PostgreSQL with DATABASE_URL): an existing project that starts to
 * match after a feature, unit or price change is alerted once as new (mailed through the outbox to a
 * real SMTP server); one that already matched is not; a paused search gets nothing; a round alerts at
 * most the candidate limit but remembers every new match; a search saved before the set existed is
 * seeded without a flood; and two matchers at once send each alert once.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as patch } from "@/app/api/saved-searches/[id]/route";
import { POST as create } from "@/app/api/saved-searches/route";
import { POST as unsubscribeRoute } from "@/app/api/saved-searches/unsubscribe/route";
import { mailOutbox, projects, savedSearchAlerts, savedSearchMatches, savedSearches } from "@/lib/db/schema";
import { CANDIDATE_LIMIT } from "@/lib/saved-searches/candidates";
import { matchSavedSearches, sendDailyDigests } from "@/lib/saved-searches/matcher";
import { unitSpecs } from "../support/kyero-feed";
import { drain, mailWorker } from "./helpers/mail";
import { MARBELLA, marbellaUnits, savedSearchTestKit, type Route } from "./helpers/saved-searches";

const { db, smtp, withoutImportHook, call, client, importUnits, mailsTo, secondDatabase } = savedSearchTestKit();

const SEA_VIEW = ["Sea views", "Air conditioning"];

async function save(token: string, name: string, filters: object, frequency = "instant"): Promise<number> {
  const saved = await call(create as Route, { token, body: { name, filters, frequency, partner: "zuidkust" } });
  expect(saved.status).toBe(201);
  return saved.body.data.id as number;
}

async function projectId(development: string): Promise<number> {
  const [row] = await db().select({ id: projects.id }).from(projects).where(eq(projects.name, development));
  return row!.id;
}

async function alertsOf(searchId: number) {
  return db().select({ projectId: savedSearchAlerts.projectId, reason: savedSearchAlerts.reason }).from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, searchId)).orderBy(asc(savedSearchAlerts.projectId));
}

async function seenSet(searchId: number): Promise<number[]> {
  const rows = await db().select({ id: savedSearchMatches.projectId }).from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId)).orderBy(asc(savedSearchMatches.projectId));
  return rows.map((row) => row.id);
}

describe("a project that newly matches", () => {
  it("is alerted once as new after a feature is added; one that already matched, and a paused search, get nothing", async () => {
    await importUnits("zicht-bron", [...marbellaUnits("ZCH", 420_000), ...marbellaUnits("ZCY", 430_000, SEA_VIEW)]);
    const anna = await client("zicht");
    const piet = await client("zicht-pauze");
    const filters = { ...MARBELLA, features: ["sea_view"] };
    const annaSearch = await save(anna.token, "Zeezicht", filters);
    const pietSearch = await save(piet.token, "Zeezicht later", filters, "paused");
    const [changed, matched] = [await projectId("Residencial ZCH"), await projectId("Residencial ZCY")];
    expect(await seenSet(annaSearch)).toContain(matched);
    expect(await seenSet(annaSearch)).not.toContain(changed);
    expect(await seenSet(pietSearch)).toEqual([]);

    // ZCH gains a sea view; ZCY, which matched already, gains a unit.
    const arriving = smtp().messageWhere((received) => received.subject?.startsWith("Nieuw voor") ?? false);
    await importUnits("zicht-bron", [...marbellaUnits("ZCH", 420_000, SEA_VIEW), ...marbellaUnits("ZCY", 430_000, SEA_VIEW), { ...marbellaUnits("ZCY", 470_000, SEA_VIEW)[0]!, id: "ZCY9", ref: "ZCY-9" }]);
    expect(await alertsOf(annaSearch)).toEqual([{ projectId: changed, reason: "new" }]);
    const [mail, ...others] = await mailsTo(anna.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe("Nieuw voor “Zeezicht”: Residencial ZCH");
    await drain(mailWorker(db(), smtp().url));
    expect((await arriving).subject).toBe("Nieuw voor “Zeezicht”: Residencial ZCH");

    // Another round: nothing more; the paused search got nothing.
    await matchSavedSearches(db());
    expect(await mailsTo(anna.email)).toHaveLength(1);
    expect(await alertsOf(pietSearch)).toEqual([]);

    // Resumed, it records what matches now: not news either.
    await call(patch as Route, { method: "PATCH", token: piet.token, id: pietSearch, body: { frequency: "instant" } });
    expect(await seenSet(pietSearch)).toEqual(expect.arrayContaining([changed, matched]));
    await matchSavedSearches(db());
    expect(await mailsTo(piet.email)).toHaveLength(0);
  });

  it("is alerted as new, in one mail, when a unit is added below the price limit or the price is cut to it", async () => {
    await importUnits("prijs-bron", [...marbellaUnits("PRA", 450_000), ...marbellaUnits("PRB", 470_000)]);
    const anna = await client("budget");
    const search = await save(anna.token, "Tot 4 ton", { ...MARBELLA, priceto: 400_000 });
    const [added, cut] = [await projectId("Residencial PRA"), await projectId("Residencial PRB")];
    expect(await seenSet(search)).not.toContain(added);

    await importUnits("prijs-bron", [...marbellaUnits("PRA", 450_000), { ...marbellaUnits("PRA", 390_000)[0]!, id: "PRA9", ref: "PRA-9" }, ...marbellaUnits("PRB", 395_000)]);
    expect(await alertsOf(search)).toEqual([{ projectId: Math.min(added, cut), reason: "new" }, { projectId: Math.max(added, cut), reason: "new" }]);
    const mails = await mailsTo(anna.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["2 nieuwe resultaten voor “Tot 4 ton”"]);
    expect(await seenSet(search)).toEqual(expect.arrayContaining([added, cut]));
  });

  it("drops the seen set when a search is unsubscribed (paused), and records it again when it resumes", async () => {
    const anna = await client("afmelden-set");
    const search = await save(anna.token, "Afmelden", MARBELLA);
    const recorded = await seenSet(search);
    expect(recorded.length).toBeGreaterThan(0);
    await importUnits("afmeld-set-bron", marbellaUnits("AMS", 360_000));
    const [mail] = await mailsTo(anna.email);
    const query = new URL(/<(.+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!).search;
    expect((await call(unsubscribeRoute as Route, { method: "POST", query })).status).toBe(200);
    expect(await seenSet(search)).toEqual([]);
    await call(patch as Route, { method: "PATCH", token: anna.token, id: search, body: { frequency: "daily" } });
    expect(await seenSet(search)).toEqual([...recorded, await projectId("Residencial AMS")].sort((a, b) => a - b));
  });
});

describe("the seen set", () => {
  it("takes every new match of a round, while the round alerts at most the candidate limit", async () => {
    const anna = await client("veel");
    const search = await save(anna.token, "Veel nieuws", MARBELLA);
    const before = (await seenSet(search)).length;
    const count = CANDIDATE_LIMIT + 5;
    const units = unitSpecs(count, 1).map((unit, n) => ({ ...unit, town: "MARBELLA", province: "Málaga", id: `LIM${n}`, ref: `LIM-${n}`, development: `Residencial LIM ${n}` }));
    await importUnits("limiet-bron", units);
    expect(await alertsOf(search)).toHaveLength(CANDIDATE_LIMIT);
    expect(await seenSet(search)).toHaveLength(before + count);
    expect(await mailsTo(anna.email)).toHaveLength(1);
    // The five left out are seen now: the next round has nothing for this search.
    await matchSavedSearches(db());
    expect(await alertsOf(search)).toHaveLength(CANDIDATE_LIMIT);
    expect(await mailsTo(anna.email)).toHaveLength(1);
  });

  it("is seeded for a search saved before it existed: what was published after the search's moment is new, nothing older floods it", async () => {
    const anna = await client("oud");
    const bert = await client("vergelijk");
    const filters = { ...MARBELLA, features: ["sea_view"] };
    const old = await save(anna.token, "Van voor de set", filters);
    // As the migration leaves a search saved before: no set (its moment: now, before the import below).
    await db().delete(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, old));
    await db().update(savedSearches).set({ matchesRecordedAt: null, matchedSince: new Date() }).where(eq(savedSearches.id, old));
    await withoutImportHook(() => importUnits("oud-bron", marbellaUnits("OUD", 380_000, SEA_VIEW)));
    const reference = await save(bert.token, "Zeezicht nu", filters);

    await matchSavedSearches(db());
    expect(await alertsOf(old)).toEqual([{ projectId: await projectId("Residencial OUD"), reason: "new" }]);
    expect(await mailsTo(anna.email)).toHaveLength(1);
    expect(await seenSet(old)).toEqual(await seenSet(reference));
    const [row] = await db().select({ at: savedSearches.matchesRecordedAt }).from(savedSearches).where(eq(savedSearches.id, old));
    expect(row!.at).not.toBeNull();
  });
});

describe("several instances", () => {
  it("two matchers running at once alert and mail a newly matching project once per search", async () => {
    await importUnits("golf-bron", marbellaUnits("GLF", 330_000));
    const clients = [await client("golf-een"), await client("golf-twee"), await client("golf-drie")];
    const searches: number[] = [];
    for (const [n, one] of clients.entries()) searches.push(await save(one.token, `Golf ${n}`, { ...MARBELLA, features: ["golf"] }, n === 2 ? "daily" : "instant"));
    await withoutImportHook(() => importUnits("golf-bron", marbellaUnits("GLF", 330_000, ["Golf", "Air conditioning"])));
    const golf = await projectId("Residencial GLF");

    const other = await secondDatabase();
    try {
      const [a, b] = await Promise.all([matchSavedSearches(db()), matchSavedSearches(other.db)]);
      const alerts = await db().select().from(savedSearchAlerts).where(and(eq(savedSearchAlerts.projectId, golf), inArray(savedSearchAlerts.savedSearchId, searches)));
      expect(alerts.map((alert) => alert.reason)).toEqual(["new", "new", "new"]);
      // Only the two instant golf searches had news in this round, each mailed by one of the two.
      expect(a.mails + b.mails).toBe(2);
      const news = await db().select().from(mailOutbox).where(and(sql`${mailOutbox.subject} like '%Residencial GLF%'`, inArray(mailOutbox.toAddress, clients.map((one) => one.email))));
      expect(news.map((mail) => mail.toAddress).sort()).toEqual([clients[0]!.email, clients[1]!.email].sort());
      for (const search of searches) expect((await seenSet(search)).filter((id) => id === golf)).toHaveLength(1);

      const tomorrow = new Date(Date.now() + 24 * 3_600_000);
      tomorrow.setUTCHours(9, 0, 0, 0);
      await Promise.all([sendDailyDigests(db(), tomorrow), sendDailyDigests(other.db, tomorrow)]);
      expect(await mailsTo(clients[2]!.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
