import "server-only";
/**
 * Feed sources as the CRM's admins manage them: the list with each source's last run, creating and
 * changing a source, its runs, and "run now" (the feed fetched from the source's URL, under the same
 * lock as every other run), and a feed uploaded to the API. Admin-only: the route wrapper checks the
 * role, and these take no partner scope because only the main brand's admins reach them. A run that
 * changed the catalogue revalidates all of it (`catalogue`: a run may touch any number of projects).
 */
import { AppError, fieldText } from "../app-error";
import { desc, eq, inArray } from "drizzle-orm";
import { revalidateCatalogue } from "../catalogue/cache";
import type { Database } from "../db/client";
import { feedRuns, feedSources, partners } from "../db/schema";
import { env } from "../env";
import { checkPublicUrl } from "../security/public-http";
import { fetchFeed } from "./fetch-feed";
import { importFeed, importHoldingLock, type FeedRunReport } from "./import";
import { withFeedSourceLock } from "./lock";
import type { SourceChangeInput, SourceCreateInput } from "./source-schemas";
import { presentRun, presentSource, type FeedRunForAdmin, type FeedSourceForAdmin } from "./present";
import type { FeedSource, SourceSpec } from "./sources";

async function present(database: Database, sources: FeedSource[]): Promise<FeedSourceForAdmin[]> {
  if (sources.length === 0) return [];
  const ids = sources.map((source) => source.id);
  const ownerIds = sources.flatMap((source) => (source.partnerId === null ? [] : [source.partnerId]));
  const [owners, lastRuns] = await Promise.all([
    ownerIds.length > 0 ? database.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, ownerIds)) : [],
    database
      // The last run's summary only: a report may list hundreds of skipped properties.
      .selectDistinctOn([feedRuns.sourceId], { id: feedRuns.id, sourceId: feedRuns.sourceId, startedAt: feedRuns.startedAt, finishedAt: feedRuns.finishedAt, status: feedRuns.status, counts: feedRuns.counts })
      .from(feedRuns)
      .where(inArray(feedRuns.sourceId, ids))
      .orderBy(feedRuns.sourceId, desc(feedRuns.startedAt), desc(feedRuns.id)),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const runBySource = new Map(lastRuns.map((run) => [run.sourceId, run]));
  return sources.map((source) => presentSource(source, source.partnerId === null ? null : (ownerById.get(source.partnerId) ?? null), runBySource.get(source.id) ?? null));
}

export async function listSourcesForAdmin(database: Database): Promise<FeedSourceForAdmin[]> {
  return present(database, await database.select().from(feedSources).orderBy(feedSources.name));
}

async function findSource(database: Database, id: number): Promise<FeedSource> {
  const [source] = await database.select().from(feedSources).where(eq(feedSources.id, id));
  if (!source) throw new AppError("not_found", "feedSourceNotFound");
  return source;
}

export async function sourceForAdmin(database: Database, id: number): Promise<FeedSourceForAdmin> {
  return (await present(database, [await findSource(database, id)]))[0]!;
}

async function checkOwner(database: Database, owner: number | null | undefined): Promise<void> {
  if (owner === null || owner === undefined) return;
  const [partner] = await database.select({ id: partners.id }).from(partners).where(eq(partners.id, owner));
  if (!partner) throw new AppError("unprocessable", "invalidInput", { fields: { owner: [fieldText("fieldUnknownPartner")] } });
}

/**
 * A feed URL must lead to the public internet (the fetch checks again, on the address it connects to
 * and on every redirect). A name without a DNS answer now is accepted: its run fails until it has one.
 */
async function checkFeedUrl(url: string | null | undefined): Promise<void> {
  if (!url) return;
  const verdict = await checkPublicUrl(url, env().FEEDS_ALLOW_LOOPBACK);
  if (verdict === "not-public") throw new AppError("unprocessable", "invalidInput", { fields: { url: [fieldText("fieldNotPublic")] } });
}

function grouping(refSeparator: string | null, proximityMeters: number) {
  return refSeparator ? { refSeparator, proximityMeters } : { proximityMeters };
}

export async function createSource(database: Database, input: SourceCreateInput): Promise<FeedSourceForAdmin> {
  await checkOwner(database, input.owner);
  await checkFeedUrl(input.url);
  const [created] = await database
    .insert(feedSources)
    .values({ name: input.name, url: input.url, partnerId: input.owner, schedule: input.schedule, grouping: grouping(input.ref_separator, input.proximity_meters), active: input.active })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError("unprocessable", "invalidInput", { fields: { name: [fieldText("fieldSourceNameTaken")] } });
  return sourceForAdmin(database, created.id);
}

/**
 * A change of owner or grouping applies to the next run. Changing the grouping regroups the source's
 * units into other projects at that run, which is why the form says so.
 */
export async function changeSource(database: Database, id: number, input: SourceChangeInput): Promise<FeedSourceForAdmin> {
  const source = await findSource(database, id);
  await checkOwner(database, input.owner);
  await checkFeedUrl(input.url);
  const separator = input.ref_separator === undefined ? (source.grouping.refSeparator ?? null) : input.ref_separator;
  await database
    .update(feedSources)
    .set({
      ...(input.url !== undefined && { url: input.url }),
      ...(input.owner !== undefined && { partnerId: input.owner }),
      ...(input.schedule !== undefined && { schedule: input.schedule }),
      ...(input.active !== undefined && { active: input.active }),
      grouping: grouping(separator, input.proximity_meters ?? source.grouping.proximityMeters),
    })
    .where(eq(feedSources.id, id));
  return sourceForAdmin(database, id);
}

/** How many runs the runs view lists (newest first). */
const RUNS_SHOWN = 50;

export async function runsForAdmin(database: Database, id: number): Promise<FeedRunForAdmin[]> {
  await findSource(database, id);
  const runs = await database.select().from(feedRuns).where(eq(feedRuns.sourceId, id)).orderBy(desc(feedRuns.startedAt), desc(feedRuns.id)).limit(RUNS_SHOWN);
  return runs.map(presentRun);
}

const revalidateAll = () => revalidateCatalogue();

/** "Run now": the source's feed fetched and imported at once; 409 while another run holds the source. */
export async function runSourceNow(database: Database, id: number, onChange: () => void | Promise<void> = revalidateAll): Promise<FeedRunForAdmin> {
  const source = await findSource(database, id);
  if (!source.url) throw new AppError("unprocessable", "feedSourceNoUrl", { fields: { url: [fieldText("fieldFeedUrlFirst")] } });
  // Another run holding the source throws FeedSourceBusyError, a conflict.
  const report = await withFeedSourceLock(database, source, () => importHoldingLock(database, source, fetchFeed(source.url!, { allowLoopback: env().FEEDS_ALLOW_LOOPBACK }), onChange));
  const [run] = await database.select().from(feedRuns).where(eq(feedRuns.id, report.runId));
  return presentRun(run!);
}

/** A feed sent to the API, streamed into the import: 422 for a source it may not write or a feed it cannot read, 409 while the source is busy. */
export async function importUploadedFeed(database: Database, input: AsyncIterable<Uint8Array>, source: SourceSpec): Promise<FeedRunReport> {
  // A source it may not write (FeedSourceError) and a busy source (FeedSourceBusyError) are AppErrors already.
  const report = await importFeed(database, input, { source, onChange: revalidateAll });
  if (report.status === "failed") throw new AppError("unprocessable", "feedUnreadable", { fields: { feed: [report.error ?? fieldText("fieldUnknownError")] } });
  return report;
}
