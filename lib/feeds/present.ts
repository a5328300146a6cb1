/** Feed sources and runs as the CRM's admin API answers them (snake_case, ISO times). Client-safe. */
import type { feedRuns, feedSources } from "../db/schema";
import type { FeedRunReport } from "./import";

type FeedSource = typeof feedSources.$inferSelect;
type RunRow = typeof feedRuns.$inferSelect;

export function presentRun(run: RunRow) {
  const report = run.report as Partial<FeedRunReport>;
  return {
    id: run.id,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    status: run.status,
    counts: run.counts,
    error: report.error ?? null,
    skipped: (report.skipped ?? []).map((entry) => ({ id: entry.id ?? null, ref: entry.ref ?? null, fields: entry.fields })),
    unknown_towns: report.unknownTowns ?? {},
  };
}
export type FeedRunForAdmin = ReturnType<typeof presentRun>;

export function presentSource(source: FeedSource, owner: { id: number; name: string } | null, lastRun: Pick<RunRow, "id" | "startedAt" | "finishedAt" | "status" | "counts"> | null) {
  return {
    id: source.id,
    name: source.name,
    url: source.url,
    owner,
    schedule: source.schedule,
    ref_separator: source.grouping.refSeparator ?? null,
    proximity_meters: source.grouping.proximityMeters,
    active: source.active,
    created_at: source.createdAt.toISOString(),
    last_run: lastRun ? { id: lastRun.id, started_at: lastRun.startedAt.toISOString(), finished_at: lastRun.finishedAt?.toISOString() ?? null, status: lastRun.status, counts: lastRun.counts } : null,
  };
}
export type FeedSourceForAdmin = ReturnType<typeof presentSource>;

