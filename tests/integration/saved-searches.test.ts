/**
 * Saved searches end to end on the real schema (PGlite, or PostgreSQL with DATABASE_URL): the API for
 * the logged-in client only (each client sees its own), an instant alert after a feed import (in the
 * partner's name, with RFC 8058 headers, delivered by the outbox worker to a real SMTP server), price
 * drops, paused searches, the daily digest, and unsubscribing without logging in.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as remove, PATCH as patch } from "@/app/api/saved-searches/[id]/route";
import { GET as list, POST as create } from "@/app/api/saved-searches/route";
import { POST as unsubscribeRoute } from "@/app/api/saved-searches/unsubscribe/route";
import { mailOutbox, savedSearchAlerts, savedSearches } from "@/lib/db/schema";
import { matchSavedSearches, sendDailyDigests } from "@/lib/saved-searches/matcher";
import { drain, mailWorker } from "./helpers/mail";
import { MARBELLA, marbellaUnits, savedSearchTestKit, type Route } from "./helpers/saved-searches";

const { db, smtp, withoutImportHook, call, client, importUnits, mailsTo, secondDatabase } = savedSearchTestKit();

describe("the saved-search API", () => {
  it("is for logged-in clients only, and each client sees and changes only its own searches", async () => {
    const anna = await client("anna");
    const bert = await client("bert");
    expect((await call(list as Route)).status).toBe(401);
    expect((await call(create as Route, { body: { name: "Gast", filters: MARBELLA } })).status).toBe(401);

    const saved = await call(create as Route, { token: anna.token, body: { name: "Marbella", filters: { ...MARBELLA, bedrooms: 2 }, frequency: "daily", partner: "zuidkust" } });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ name: "Marbella", frequency: "daily", unsubscribed: false, url: "/zuidkust/search/spanje/costa-del-sol/marbella?bedrooms=2" });
    expect(saved.body.data.filters).toMatchObject({ bedrooms: 2, page: 1 });
    const id = saved.body.data.id as number;

    expect((await call(list as Route, { token: anna.token })).body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await call(list as Route, { token: bert.token })).body.data).toEqual([]);
    expect((await call(patch as Route, { method: "PATCH", token: bert.token, id, body: { name: "Van mij" } })).status).toBe(404);
    expect((await call(remove as Route, { method: "DELETE", token: bert.token, id })).status).toBe(404);

    const renamed = await call(patch as Route, { method: "PATCH", token: anna.token, id, body: { name: "Marbella 2+", frequency: "paused" } });
    expect(renamed.body.data).toMatchObject({ name: "Marbella 2+", frequency: "paused" });
    expect((await call(remove as Route, { method: "DELETE", token: anna.token, id })).status).toBe(200);
    expect((await call(list as Route, { token: anna.token })).body.data).toEqual([]);
    expect((await call(remove as Route, { method: "DELETE", token: anna.token, id })).status).toBe(404);
  });

  it("refuses bad input with field messages: no name, an unknown place, an unknown filter or frequency", async () => {
    const anna = await client("invoer");
    const empty = await call(create as Route, { token: anna.token, body: { name: " ", filters: MARBELLA } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.name).toBeDefined();
    const place = await call(create as Route, { token: anna.token, body: { name: "Nergens", filters: { esGeo: { town: "atlantis" } } } });
    expect(place.status).toBe(422);
    expect(place.body.error.fields["filters.esGeo"]).toBeDefined();
    expect((await call(create as Route, { token: anna.token, body: { name: "X", filters: { zwembad: true } } })).status).toBe(422);
    expect((await call(create as Route, { token: anna.token, body: { name: "X", filters: MARBELLA, frequency: "weekly" } })).status).toBe(422);
  });
});

describe("alerts", () => {
  it("mails an instant search once after an import brings a matching project, in the partner's name, with one-click unsubscribe", async () => {
    const anna = await client("direct");
    const saved = await call(create as Route, { token: anna.token, body: { name: "Zee in Marbella", filters: MARBELLA, frequency: "instant", partner: "zuidkust" } });
    expect(saved.status).toBe(201);
    const report = await importUnits("alert-bron", marbellaUnits("ALR", 410_000));
    expect(report.counts).toMatchObject({ projectsCreated: 1 });

    const [mail, ...others] = await mailsTo(anna.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ fromName: "Zuidkust Vastgoed", subject: "Nieuw voor “Zee in Marbella”: Residencial ALR" });
    expect(mail!.textBody).toMatch(/http:\/\/localhost:\d+\/zuidkust\/for-sale\/\d+-residencial-alr/);
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\?token=[\w-]{43}>$/);

    // Delivered through the outbox: the headers reach the receiving server.
    const arriving = smtp().messageWhere((received) => received.subject === mail!.subject);
    await drain(mailWorker(db(), smtp().url));
    const received = await arriving;
    // mailparser folds List-* headers into one object: read the raw lines.
    const line = (name: string) => received.headerLines.find((header) => header.key === name)?.line.replace(/\r?\n\s+/g, " ");
    expect(received.to && !Array.isArray(received.to) ? received.to.text : "").toBe(anna.email);
    expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(line("list-unsubscribe")).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\?token=[\w-]{43}>$/);

    // Nothing new: another round alerts nothing.
    expect(await matchSavedSearches(db())).toMatchObject({ alerts: 0, mails: 0 });
    expect(await mailsTo(anna.email)).toHaveLength(1);
  });

  it("mails a price drop of a matching project, and a further drop again", async () => {
    await importUnits("daal-bron", marbellaUnits("DAL", 500_000));
    const anna = await client("daling");
    await call(create as Route, { token: anna.token, body: { name: "Goedkoper", filters: MARBELLA, partner: "zuidkust" } });
    await importUnits("daal-bron", marbellaUnits("DAL", 450_000));
    const mails = await mailsTo(anna.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Prijs verlaagd voor “Goedkoper”: Residencial DAL"]);
    expect(mails[0]!.textBody).toContain("was € 500.000");
    await importUnits("daal-bron", marbellaUnits("DAL", 420_000));
    expect(await mailsTo(anna.email)).toHaveLength(2);
  });

  it("gives a paused search nothing, and nothing of what came while it was paused after it resumes", async () => {
    const anna = await client("pauze");
    const saved = await call(create as Route, { token: anna.token, body: { name: "Even niet", filters: MARBELLA, frequency: "paused", partner: "zuidkust" } });
    await importUnits("pauze-bron", marbellaUnits("PAU", 390_000));
    await call(patch as Route, { method: "PATCH", token: anna.token, id: saved.body.data.id, body: { frequency: "instant" } });
    await matchSavedSearches(db());
    expect(await mailsTo(anna.email)).toHaveLength(0);
  });

  it("collects for a daily search and sends one digest after the digest hour", async () => {
    const anna = await client("dagelijks");
    const saved = await call(create as Route, { token: anna.token, body: { name: "Elke dag", filters: MARBELLA, frequency: "daily", partner: "zuidkust" } });
    await importUnits("digest-bron", marbellaUnits("DIG", 380_000));
    expect(await mailsTo(anna.email)).toHaveLength(0);
    const pending = await db().select().from(savedSearchAlerts).where(and(eq(savedSearchAlerts.savedSearchId, saved.body.data.id), eq(savedSearchAlerts.status, "pending")));
    expect(pending).toHaveLength(1);

    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    tomorrow.setUTCHours(8, 0, 0, 0);
    expect(await sendDailyDigests(db(), tomorrow)).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await mailsTo(anna.email);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe("Dagelijks overzicht voor “Elke dag”: 1 project");
    expect(digest!.headers?.["List-Unsubscribe"]).toBeDefined();
    // The same day again: nothing more.
    await sendDailyDigests(db(), new Date(tomorrow.getTime() + 3_600_000));
    expect(await mailsTo(anna.email)).toHaveLength(1);
  });

  it("unsubscribes with the mail's token, without logging in; then the search gets nothing", async () => {
    const anna = await client("afmelden");
    const saved = await call(create as Route, { token: anna.token, body: { name: "Afmelden", filters: MARBELLA, partner: "zuidkust" } });
    await importUnits("afmeld-bron", marbellaUnits("AFM", 370_000));
    const [mail] = await mailsTo(anna.email);
    const oneClick = /<(.+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!;
    const query = new URL(oneClick).search;

    expect((await call(unsubscribeRoute as Route, { method: "POST", query: "?token=" + "x".repeat(43) })).status).toBe(404);
    expect((await call(unsubscribeRoute as Route, { method: "POST", query })).status).toBe(200);
    expect((await call(unsubscribeRoute as Route, { method: "POST", query })).status).toBe(200);
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, saved.body.data.id));
    expect(row).toMatchObject({ frequency: "paused" });
    expect(row!.unsubscribedAt).not.toBeNull();
    expect((await call(list as Route, { token: anna.token })).body.data[0]).toMatchObject({ unsubscribed: true, frequency: "paused" });

    await importUnits("afmeld-bron-2", marbellaUnits("AFN", 360_000));
    expect(await mailsTo(anna.email)).toHaveLength(1);
  });
});

describe("several instances", () => {
  it("two matchers running at once send each alert once", async () => {
    const clients = [await client("een"), await client("twee"), await client("drie")];
    for (const [n, one] of clients.entries()) {
      await call(create as Route, { token: one.token, body: { name: `Samen ${n}`, filters: MARBELLA, frequency: n === 2 ? "daily" : "instant", partner: "zuidkust" } });
    }
    // The import without its hook: the two instances below find the news themselves.
    await withoutImportHook(() => importUnits("samen-bron", marbellaUnits("SAM", 340_000)));
    const other = await secondDatabase();
    try {
      const [a, b] = await Promise.all([matchSavedSearches(db()), matchSavedSearches(other.db)]);
      // Every instant search of Marbella (earlier tests' too) gets the new project once, from one of the two.
      const news = await db().select().from(mailOutbox).where(sql`${mailOutbox.subject} like '%Residencial SAM%'`);
      expect(a.mails + b.mails).toBe(news.length);
      expect(new Set(news.map((mail) => mail.toAddress)).size).toBe(news.length);
      for (const one of clients.slice(0, 2)) expect(await mailsTo(one.email)).toHaveLength(1);
      const tomorrow = new Date(Date.now() + 24 * 3_600_000);
      tomorrow.setUTCHours(9, 0, 0, 0);
      const digests = await Promise.all([sendDailyDigests(db(), tomorrow), sendDailyDigests(other.db, tomorrow)]);
      expect(digests[0] + digests[1]).toBeGreaterThanOrEqual(1);
      expect(await mailsTo(clients[2]!.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
