/**
 * `importFeed(db, stream, { source })`: one run of a Kyero v3 feed into projects and units.
 * 1. Read and validate the whole feed first (streaming; only compact units are kept): a malformed file
 *    fails the run before anything is written, so the catalogue stays as it was.
 * 2. Match towns, group units into projects, write each project in its own transaction.
 * 3. Units of this source that the feed no longer lists are withdrawn (never deleted).
 * The run and its report are stored in `feed_runs`; `onChange` (the catalogue revalidation) is called
 * once, and only when something was written. One run per source at a time (lib/feeds/lock.ts): a second
 * one is refused with `FeedSourceBusyError`.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { feedRuns, partners, projects, units } from "../db/schema";
import { runJob } from "../observability/jobs";
import { runAfterImportHooks } from "./after-import";
import { groupUnits } from "./grouping";
import { loadSourceImages } from "./images/sync";
import { FeedFormatError, readKyeroProperties } from "./parser";
import { validateProperty } from "./schemas";
import { withFeedSourceLock } from "./lock";
import { ensureFeedSource, type FeedSource, type SourceSpec } from "./sources";
import { loadTownMatcher } from "./towns";
import { emptyCounts, refreshProject, withdrawUnits, writeGroup, type PlacedUnit, type UnitRow, type WriteCounts } from "./write";
import { feedTexts } from "../i18n/standalone";

/** The report keeps this many skipped properties by name; the counts cover all of them. */
const MAX_REPORTED = 500;

interface SkippedProperty {
  id?: string;
  ref?: string;
  fields: Record<string, string[]>;
}

export interface FeedRunReport {
  runId: number;
  source: string;
  status: "succeeded" | "failed";
  /** Why the run failed (a malformed file); nothing was written then. */
  error?: string;
  counts: WriteCounts & { properties: number; imported: number; skipped: number };
  skipped: SkippedProperty[];
  notes: { id: string; notes: string[] }[];
  /** Feed town names that match no town of the geo table, with how many units named them. */
  unknownTowns: Record<string, number>;
  changed: boolean;
}

export interface ImportOptions {
  source: SourceSpec;
  /** Called once after a run that changed the catalogue (e.g. `revalidateCatalogue`). */
  onChange?: () => void | Promise<void>;
}

type Chunks = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

interface ReadResult {
  units: PlacedUnit[];
  seen: Set<string>;
  total: number;
  skipped: SkippedProperty[];
  skippedCount: number;
  notes: FeedRunReport["notes"];
  unknownTowns: Record<string, number>;
}

async function readFeed(database: Database, input: Chunks): Promise<ReadResult> {
  const towns = await loadTownMatcher(database);
  const result: ReadResult = { units: [], seen: new Set(), total: 0, skipped: [], skippedCount: 0, notes: [], unknownTowns: {} };
  const skip = (entry: SkippedProperty) => {
    result.skippedCount++;
    if (result.skipped.length < MAX_REPORTED) result.skipped.push(entry);
  };
  for await (const raw of readKyeroProperties(input)) {
    result.total++;
    const checked = validateProperty(raw);
    if (!checked.ok) {
      // A listed property that is invalid today is still listed: it must not be withdrawn for that.
      if (checked.id) result.seen.add(checked.id);
      skip({ id: checked.id, ref: checked.ref, fields: checked.fields });
      continue;
    }
    const { unit } = checked;
    if (result.seen.has(unit.feedId)) {
      skip({ id: unit.feedId, ref: unit.ref, fields: { id: [feedTexts("duplicate")] } });
      continue;
    }
    result.seen.add(unit.feedId);
    const geoTown = towns.match(unit.town, unit.province);
    if (!geoTown) {
      const name = unit.town.slice(0, 120);
      result.unknownTowns[name] = (result.unknownTowns[name] ?? 0) + 1;
      skip({ id: unit.feedId, ref: unit.ref, fields: { town: [`onbekende plaats: ${name}`] } });
      continue;
    }
    if (checked.notes.length > 0 && result.notes.length < MAX_REPORTED) result.notes.push({ id: unit.feedId, notes: checked.notes });
    result.units.push({ ...unit, geoTown });
  }
  return result;
}

function add(total: WriteCounts, part: WriteCounts): void {
  for (const key of Object.keys(total) as (keyof WriteCounts)[]) total[key] += part[key];
}

async function developerName(database: Database, partnerId: number | null, sourceName: string): Promise<string> {
  if (partnerId !== null) {
    const [partner] = await database.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
    if (partner) return partner.name;
  }
  return sourceName;
}

/** One import, counted as a job run in the metrics (a run that ends `failed` counts as failed). */
export function importFeed(database: Database, input: Chunks, options: ImportOptions): Promise<FeedRunReport> {
  return runJob("feed_import", () => runImport(database, input, options), (report) => report.status === "failed");
}

async function runImport(database: Database, input: Chunks, options: ImportOptions): Promise<FeedRunReport> {
  const source = await ensureFeedSource(database, options.source);
  return withFeedSourceLock(database, source, () => importHoldingLock(database, source, input, options.onChange));
}

/** One run into a registered source; the caller holds the source's lock (the scheduler takes it to re-check what is due). */
export async function importHoldingLock(database: Database, source: FeedSource, input: Chunks, onChange?: ImportOptions["onChange"]): Promise<FeedRunReport> {
  // Under the lock no other run of this source is going on: a run still "running" died with its process.
  await database
    .update(feedRuns)
    .set({ status: "failed", finishedAt: new Date(), report: { source: source.name, status: "failed", error: feedTexts("abandoned") } })
    .where(and(eq(feedRuns.sourceId, source.id), eq(feedRuns.status, "running")));
  const [run] = await database.insert(feedRuns).values({ sourceId: source.id }).returning({ id: feedRuns.id });
  const counts = emptyCounts();
  const report: FeedRunReport = {
    runId: run!.id,
    source: source.name,
    status: "succeeded",
    counts: { ...counts, properties: 0, imported: 0, skipped: 0 },
    skipped: [],
    notes: [],
    unknownTowns: {},
    changed: false,
  };
  const finish = async (status: FeedRunReport["status"]) => {
    report.status = status;
    report.counts = { ...report.counts, ...counts };
    report.changed = Object.values(counts).some((value) => value > 0);
    // The run's row holds the report (its id is the row's own).
    const stored: Record<string, unknown> = { ...report };
    delete stored.runId;
    await database.update(feedRuns).set({ status, finishedAt: new Date(), counts: { ...report.counts }, report: stored }).where(eq(feedRuns.id, report.runId));
    if (report.changed) await onChange?.();
    // Saved searches hear of new and cheaper projects at once (it logs and swallows its own errors).
    if (report.changed && status === "succeeded") await runAfterImportHooks(database);
    return report;
  };

  let read: ReadResult;
  try {
    read = await readFeed(database, input);
  } catch (error) {
    if (!(error instanceof FeedFormatError)) {
      report.error = feedTexts("internal");
      await finish("failed");
      throw error;
    }
    report.error = error.message;
    return finish("failed");
  }
  report.counts = { ...report.counts, properties: read.total, imported: read.units.length, skipped: read.skippedCount };
  Object.assign(report, { skipped: read.skipped, notes: read.notes, unknownTowns: read.unknownTowns });

  const [storedUnits, storedProjects, slugs] = await Promise.all([
    database.select().from(units).where(eq(units.feedSourceId, source.id)),
    database.select().from(projects).where(eq(projects.feedSourceId, source.id)),
    database.select({ slug: projects.slug }).from(projects),
  ]);
  const context = {
    source,
    developer: await developerName(database, source.partnerId, source.name),
    existingUnits: new Map(storedUnits.filter((unit) => unit.feedId !== null).map((unit) => [unit.feedId!, unit] as [string, UnitRow])),
    existingProjects: new Map(storedProjects.filter((project) => project.feedRef !== null).map((project) => [project.feedRef!, project])),
    slugs: new Set(slugs.map((row) => row.slug)),
    images: await loadSourceImages(database, storedProjects.map((project) => project.id)),
  };
  const emptied = new Set<number>();
  for (const group of groupUnits(read.units, source.grouping)) {
    const written = await writeGroup(database, group, context);
    add(counts, written.counts);
    written.emptied.forEach((id) => emptied.add(id));
  }
  // Projects that lost units to another group (the source's grouping of them changed).
  for (const projectId of emptied) {
    await database.transaction(async (tx) => {
      const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
      if (project && (await refreshProject(tx as unknown as Database, project))) counts.projectsUpdated++;
    });
  }
  await withdrawMissing(database, source.id, read.seen, counts);
  return finish("succeeded");
}

/** Units of the source the feed no longer lists: withdrawn, one transaction per project. */
async function withdrawMissing(database: Database, sourceId: number, seen: Set<string>, counts: WriteCounts): Promise<void> {
  const listed = await database
    .select({ id: units.id, projectId: units.projectId, feedId: units.feedId })
    .from(units)
    .where(and(eq(units.feedSourceId, sourceId), ne(units.status, "withdrawn")));
  const byProject = new Map<number, number[]>();
  for (const unit of listed) {
    if (unit.feedId !== null && seen.has(unit.feedId)) continue;
    byProject.set(unit.projectId, [...(byProject.get(unit.projectId) ?? []), unit.id]);
  }
  for (const [projectId, ids] of byProject) counts.unitsWithdrawn += await withdrawUnits(database, projectId, ids);
}
