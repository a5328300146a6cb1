import "server-only";
/** The figures' SQL pieces (lib/figures/figures.ts: rows per project and week; totals.ts: totals): the site, the range, the weeks. */
import { sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { LEAD_KINDS, type LeadKind } from "../leads/kinds";
import type { FiguresTarget } from "./access";
import type { LeadSource } from "./source";
import { FIGURES_TIME_ZONE } from "./week";

export interface FiguresRange {
  /** Mondays (`YYYY-MM-DD`), both weeks included. */
  from: string;
  to: string;
  projectId?: number;
}

type Rows<T> = { rows: T[] };
export const rows = async <T>(query: SQL) => ((await (await db()).execute(query)) as unknown as Rows<T>).rows;

export const siteIs = (column: SQL, target: FiguresTarget) => (target.partnerId === null ? sql`${column} is null` : sql`${column} = ${target.partnerId}`);
/** The range's first and last instant, as timestamps in Dutch time. */
const since = (range: FiguresRange) => sql`(${range.from}::date)::timestamp at time zone ${FIGURES_TIME_ZONE}`;
const until = (range: FiguresRange) => sql`(${range.to}::date + 7)::timestamp at time zone ${FIGURES_TIME_ZONE}`;
export const weekOf = (column: SQL) => sql`to_char(date_trunc('week', ${column} at time zone ${FIGURES_TIME_ZONE}), 'YYYY-MM-DD')`;
/**
 * The range's week starts (Mondays 00:00 in Dutch time) as instants, for `width_bucket(created_at, …)`:
 * bucket n is the range's n-th week. Cheaper than converting every lead's time to Dutch time (half the
 * query's time at 15,000 leads).
 */
const weekStarts = (range: FiguresRange) =>
  sql`array(select (monday::date)::timestamp at time zone ${FIGURES_TIME_ZONE} from generate_series(${range.from}::date, ${range.to}::date, interval '1 week') as monday)`;
export const inRange = (column: SQL, range: FiguresRange) => sql`${column} >= ${since(range)} and ${column} < ${until(range)}`;
export const projectIs = (column: SQL, range: FiguresRange) => (range.projectId === undefined ? sql`true` : sql`${column} = ${range.projectId}`);

/** One collator for every comparison: `localeCompare` with a locale builds one per call (a year's rows took seconds). */
const byName = new Intl.Collator("nl");

/** Leads per kind, of leads with a project (the project figures); `leads` counts every lead (the sources). */
const countPerKind = sql.join(
  LEAD_KINDS.map((kind) => sql`count(*) filter (where kind = ${kind} and project_id is not null)::int as ${sql.identifier(kind)}`),
  sql`, `,
);

/** The groupings of the range's leads one scan can give. */
const LEAD_GROUPINGS = {
  projectWeek: ["project_id", "bucket"],
  project: ["project_id"],
  week: ["bucket"],
  source: ["source", "source_detail"],
} as const;
export type LeadGrouping = keyof typeof LEAD_GROUPINGS;
const GROUPED_COLUMNS = ["project_id", "bucket", "source", "source_detail"] as const;

export type LeadCountRow = { grouping: LeadGrouping; project_id: number | null; bucket: number | null; source: LeadSource | null; detail: string | null; leads: number } & Record<LeadKind, number>;

/**
 * One pass over the range's leads (leads_partner_created_idx), hashed into the groupings asked for; each
 * lead is put in its week by `width_bucket` over the range's Mondays (bucket n: the range's n-th week).
 * A row per project has `project_id` null for the leads without a project: skip it.
 */
export async function leadCounts(target: FiguresTarget, range: FiguresRange, groupings: readonly LeadGrouping[]): Promise<LeadCountRow[]> {
  // GROUPING() takes only grouped columns; its bits (first column highest) are 1 for the columns a row is not grouped by.
  const used = GROUPED_COLUMNS.filter((column) => groupings.some((name) => (LEAD_GROUPINGS[name] as readonly string[]).includes(column)));
  const maskOf = (name: LeadGrouping) => used.reduce((mask, column) => mask * 2 + ((LEAD_GROUPINGS[name] as readonly string[]).includes(column) ? 0 : 1), 0);
  const byMask = new Map<number, LeadGrouping>(groupings.map((name) => [maskOf(name), name]));
  const list = (columns: readonly string[]) => sql.join(columns.map((column) => sql.identifier(column)), sql`, `);
  const counted = await rows<Omit<LeadCountRow, "grouping"> & { mask: number }>(sql`
    select grouping(${list(used)}) as mask, project_id, bucket, ${used.includes("source") ? sql`source, source_detail as detail` : sql`null as source, null as detail`}, count(*)::int as leads, ${countPerKind}
    from (select project_id, kind, source, source_detail, width_bucket(created_at, ${weekStarts(range)}) as bucket from leads
          where ${siteIs(sql`partner_id`, target)} and ${inRange(sql`created_at`, range)} and ${projectIs(sql`project_id`, range)}) as range_leads
    group by grouping sets (${sql.join(groupings.map((name) => sql`(${list(LEAD_GROUPINGS[name])})`), sql`, `)})`);
  return counted.map(({ mask, ...row }) => ({ ...row, grouping: byMask.get(mask)! }));
}

export const emptyKinds = () => Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;

/** The projects' names, and their ids in name order: a collator comparison per pair of projects, not per pair of rows. */
export async function projectsByName(ids: readonly number[]): Promise<{ nameOf: (id: number) => string; rank: Map<number, number> }> {
  const names = new Map(
    ids.length === 0 ? [] : (await rows<{ id: number; name: string }>(sql`select id, name from projects where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((row) => [row.id, row.name]),
  );
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  const rank = new Map([...ids].sort((a, b) => byName.compare(nameOf(a), nameOf(b)) || a - b).map((id, index) => [id, index]));
  return { nameOf, rank };
}
