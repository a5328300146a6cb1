import "server-only";
/**
 * The saved-search matcher, safe with several instances:
 * - `matchSavedSearches`: every active search (instant and daily) is claimed in a transaction of its own
 *   with `FOR UPDATE SKIP LOCKED` (another instance working on it makes this one skip it); its seen set
 *   takes the round's new matches in that transaction (matches.ts); the alerts it earns are inserted
 *   with ON CONFLICT DO NOTHING on their unique key, and only the rows this insert created are mailed
 *   (instant) or kept for the digest (daily). The mail is queued in the same transaction, so an alert
 *   is recorded exactly when its mail is, and sent once.
 * - `sendDailyDigests`: each daily search with pending alerts whose last digest is older than today's
 *   digest hour is claimed the same way and gets one mail with them.
 * Paused and unsubscribed searches are never claimed.
 */
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { cardColumns } from "../catalogue/cards";
import { publishedWithPlaces } from "../catalogue/published";
import type { Database } from "../db/client";
import { projects, savedSearchAlerts, savedSearches } from "../db/schema";
import { alertFor } from "./decide";
import { candidatesFor, CANDIDATE_LIMIT } from "./candidates";
import { matchCondition, seedMatches, takeNewMatches } from "./matches";
import { queueAlertMail, type AlertedProject } from "./alert-mail";
import { readStoredFilters } from "./filters";
import { loadGeoIndex } from "../catalogue/search/geo";
import { savedSearchSite } from "./site";
import { DIGEST_HOUR_UTC } from "./rules";
import { mainSite } from "../site/site";

export interface MatchRun {
  searches: number;
  alerts: number;
  mails: number;
}

const active = and(ne(savedSearches.frequency, "paused"), isNull(savedSearches.unsubscribedAt));

/**
 * What a round needs from outside the transactions: on PGlite the app's reads (the geo index, the
 * partner) share the one connection, so they cannot wait inside a transaction.
 */
async function prepare(database: Database, search: Pick<SearchRow, "partnerId" | "ownDomain">) {
  return { index: await loadGeoIndex(), site: await savedSearchSite(database, search) };
}

type SearchRow = typeof savedSearches.$inferSelect;

async function matchOne(database: Database, id: number, now: Date, run: MatchRun): Promise<void> {
  const [peek] = await database.select({ partnerId: savedSearches.partnerId, ownDomain: savedSearches.ownDomain }).from(savedSearches).where(eq(savedSearches.id, id));
  if (!peek) return;
  const { index, site } = await prepare(database, peek);
  await database.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [search] = await tx.select().from(savedSearches).where(and(eq(savedSearches.id, id), active)).for("update", { skipLocked: true });
    if (!search) return;
    run.searches++;
    const filters = readStoredFilters(search.filters);
    const condition = filters ? matchCondition(index, filters) : null;
    if (condition && search.matchesRecordedAt === null) await seedMatches(tx, search.id, condition, search.matchedSince);
    const newIds = condition ? await takeNewMatches(tx, search.id, condition, CANDIDATE_LIMIT) : [];
    const candidates = condition ? await candidatesFor(tx, condition, newIds, search.matchedSince) : [];
    // The set is recorded from now on (a search with an unknown place or unreadable filters has none to keep).
    const recorded = { matchesRecordedAt: condition ? (search.matchesRecordedAt ?? now) : search.matchesRecordedAt };
    const decided = candidates.flatMap((project) => {
      const decision = alertFor(search, project);
      return decision ? [{ decision, project }] : [];
    });
    const inserted =
      decided.length === 0
        ? []
        : await tx
            .insert(savedSearchAlerts)
            .values(decided.map(({ decision }) => ({ savedSearchId: search.id, ...decision, createdAt: now })))
            .onConflictDoNothing()
            .returning({ id: savedSearchAlerts.id, projectId: savedSearchAlerts.projectId, reason: savedSearchAlerts.reason });
    run.alerts += inserted.length;
    if (search.frequency === "instant" && inserted.length > 0 && filters) {
      const byProject = new Map(decided.map(({ project }) => [project.id, project]));
      const alerted: AlertedProject[] = inserted.map((row) => ({ ...byProject.get(row.projectId)!, reason: row.reason }));
      const mailId = await queueAlertMail(tx, site, search, filters, alerted, false, now);
      await tx.update(savedSearchAlerts).set({ status: "sent", mailId, sentAt: now }).where(inArray(savedSearchAlerts.id, inserted.map((row) => row.id)));
      if (mailId !== null) run.mails++;
      await tx.update(savedSearches).set({ ...recorded, lastCheckedAt: now, lastSentAt: mailId !== null ? now : search.lastSentAt }).where(eq(savedSearches.id, search.id));
      return;
    }
    await tx.update(savedSearches).set({ ...recorded, lastCheckedAt: now }).where(eq(savedSearches.id, search.id));
  });
}

/** One round over every active search (after an import, and on the schedule). */
export async function matchSavedSearches(database: Database, now = new Date()): Promise<MatchRun> {
  const run: MatchRun = { searches: 0, alerts: 0, mails: 0 };
  const ids = await database.select({ id: savedSearches.id }).from(savedSearches).where(active).orderBy(asc(savedSearches.id));
  for (const { id } of ids) await matchOne(database, id, now, run);
  return run;
}

/** The latest digest moment at or before `now`: today's digest hour (UTC), or yesterday's before it. */
export function digestMoment(now: Date): Date {
  const moment = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (moment > now) moment.setUTCDate(moment.getUTCDate() - 1);
  return moment;
}

async function digestOne(database: Database, moment: Date, now: Date, sites: Map<string, Awaited<ReturnType<typeof savedSearchSite>>>): Promise<"sent" | "empty" | "none"> {
  // Every site a digest may speak for, resolved before the transaction (see prepare()).
  const due = await database.selectDistinct({ partnerId: savedSearches.partnerId, ownDomain: savedSearches.ownDomain }).from(savedSearches).where(eq(savedSearches.frequency, "daily"));
  for (const key of due) {
    const name = `${key.partnerId}:${key.ownDomain}`;
    if (!sites.has(name)) sites.set(name, await savedSearchSite(database, key));
  }
  return database.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const pending = sql`exists (select 1 from saved_search_alerts a where a.saved_search_id = ${savedSearches.id} and a.status = 'pending')`;
    const [search] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.frequency, "daily"), isNull(savedSearches.unsubscribedAt), or(isNull(savedSearches.lastSentAt), lt(savedSearches.lastSentAt, moment)), pending))
      .orderBy(asc(savedSearches.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!search) return "none";
    const alerts = await tx.select().from(savedSearchAlerts).where(and(eq(savedSearchAlerts.savedSearchId, search.id), eq(savedSearchAlerts.status, "pending"))).orderBy(asc(savedSearchAlerts.id));
    const rows = await publishedWithPlaces(tx.select(cardColumns).from(projects).$dynamic(), inArray(projects.id, alerts.map((alert) => alert.projectId)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A project unpublished since is left out; the same project new and cut the same day is listed once.
    const seen = new Set<number>();
    const alerted = alerts.flatMap((alert): AlertedProject[] => {
      const row = byId.get(alert.projectId);
      if (!row || seen.has(row.id)) return [];
      seen.add(row.id);
      return [{ ...row, reason: alert.reason }];
    });
    const filters = readStoredFilters(search.filters);
    const site = sites.get(`${search.partnerId}:${search.ownDomain}`) ?? mainSite();
    const mailId = filters ? await queueAlertMail(tx, site, search, filters, alerted, true, now) : null;
    await tx.update(savedSearchAlerts).set({ status: "sent", mailId, sentAt: now }).where(inArray(savedSearchAlerts.id, alerts.map((alert) => alert.id)));
    // Marked even without a mail (nothing left to list), so the search waits for the next digest.
    await tx.update(savedSearches).set({ lastSentAt: now }).where(eq(savedSearches.id, search.id));
    return mailId !== null ? "sent" : "empty";
  });
}

/** Sends every due daily digest (each search claimed by one instance); returns how many mails were queued. */
export async function sendDailyDigests(database: Database, now = new Date()): Promise<number> {
  const moment = digestMoment(now);
  const sites = new Map<string, Awaited<ReturnType<typeof savedSearchSite>>>();
  let mails = 0;
  // Each round claims one due search that no other instance holds; none left ends it.
  for (;;) {
    const result = await digestOne(database, moment, now, sites);
    if (result === "none") return mails;
    if (result === "sent") mails++;
  }
}
