import "server-only";
/**
 * A site's figures per project and ISO week (docs/figures.md): page views (lib/figures/views.ts),
 * favourites added by the site's registered clients, leads by kind and the conversion (leads per 100
 * views); the leads' sources; the response time per agent (the CRM user of each lead's first response:
 * a status change or a reply). The caller has chosen the site with `figuresTarget` (lib/figures/access.ts).
 * Lead and favourite times fall into weeks in Dutch time, like the counted views.
 */
import { sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { LEAD_KINDS, type LeadKind } from "../leads/kinds";
import type { FiguresTarget } from "./access";
import type { LeadSource } from "./source";
import { FIGURES_TIME_ZONE, mondaysBetween } from "./week";

export interface FiguresRange {
  /** Mondays (`YYYY-MM-DD`), both weeks included. */
  from: string;
  to: string;
  projectId?: number;
}

export interface ProjectWeek {
  projectId: number;
  project: string;
  week: string;
  views: number;
  favourites: number;
  leads: Record<LeadKind, number>;
  leadsTotal: number;
  /** Leads per 100 views; null without views. */
  conversion: number | null;
}

type Rows<T> = { rows: T[] };
const rows = async <T>(query: SQL) => ((await (await db()).execute(query)) as unknown as Rows<T>).rows;

const siteIs = (column: SQL, target: FiguresTarget) => (target.partnerId === null ? sql`${column} is null` : sql`${column} = ${target.partnerId}`);
/** The range's first and last instant, as timestamps in Dutch time. */
const since = (range: FiguresRange) => sql`(${range.from}::date)::timestamp at time zone ${FIGURES_TIME_ZONE}`;
const until = (range: FiguresRange) => sql`(${range.to}::date + 7)::timestamp at time zone ${FIGURES_TIME_ZONE}`;
const weekOf = (column: SQL) => sql`to_char(date_trunc('week', ${column} at time zone ${FIGURES_TIME_ZONE}), 'YYYY-MM-DD')`;
/**
 * The range's week starts (Mondays 00:00 in Dutch time) as instants, for `width_bucket(created_at, …)`:
 * bucket n is the range's n-th week. Cheaper than converting every lead's time to Dutch time (half the
 * query's time at 15,000 leads).
 */
const weekStarts = (range: FiguresRange) =>
  sql`array(select (monday::date)::timestamp at time zone ${FIGURES_TIME_ZONE} from generate_series(${range.from}::date, ${range.to}::date, interval '1 week') as monday)`;
const inRange = (column: SQL, range: FiguresRange) => sql`${column} >= ${since(range)} and ${column} < ${until(range)}`;
const projectIs = (column: SQL, range: FiguresRange) => (range.projectId === undefined ? sql`true` : sql`${column} = ${range.projectId}`);

/** One collator for every comparison: `localeCompare` with a locale builds one per call (a year's rows took seconds). */
const byName = new Intl.Collator("nl");

const countPerKind = sql.join(
  LEAD_KINDS.map((kind) => sql`count(*) filter (where kind = ${kind})::int as ${sql.identifier(kind)}`),
  sql`, `,
);

const emptyKinds = () => Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;

export async function projectWeeks(target: FiguresTarget, range: FiguresRange): Promise<ProjectWeek[]> {
  const [views, favourites, leadCounts] = await Promise.all([
    rows<{ project_id: number; week: string; total: number }>(sql`
      select project_id, to_char(week, 'YYYY-MM-DD') as week, views as total from page_views
      where ${siteIs(sql`partner_id`, target)} and week between ${range.from}::date and ${range.to}::date and ${projectIs(sql`project_id`, range)}`),
    rows<{ project_id: number; week: string; total: number }>(sql`
      select f.project_id, ${weekOf(sql`f.created_at`)} as week, count(*)::int as total
      from favorites f join clients c on c.id = f.client_id
      where ${siteIs(sql`c.partner_id`, target)} and ${inRange(sql`f.created_at`, range)} and ${projectIs(sql`f.project_id`, range)}
      group by 1, 2`),
    // One row per project and week with a count per kind (a row per kind would be nine times as many).
    rows<{ project_id: number; bucket: number } & Record<LeadKind, number>>(sql`
      select project_id, width_bucket(created_at, ${weekStarts(range)}) as bucket, ${countPerKind}
      from leads
      where ${siteIs(sql`partner_id`, target)} and project_id is not null and ${inRange(sql`created_at`, range)} and ${projectIs(sql`project_id`, range)}
      group by 1, 2`),
  ]);
  const byKey = new Map<string, ProjectWeek>();
  const entry = (projectId: number, week: string) => {
    const key = `${projectId}|${week}`;
    let row = byKey.get(key);
    if (!row) byKey.set(key, (row = { projectId, project: "", week, views: 0, favourites: 0, leads: emptyKinds(), leadsTotal: 0, conversion: null }));
    return row;
  };
  for (const row of views) entry(row.project_id, row.week).views += row.total;
  for (const row of favourites) entry(row.project_id, row.week).favourites += row.total;
  const mondays = mondaysBetween(range.from, range.to);
  for (const row of leadCounts) {
    const target = entry(row.project_id, mondays[row.bucket - 1]!);
    for (const kind of LEAD_KINDS) {
      target.leads[kind] += row[kind];
      target.leadsTotal += row[kind];
    }
  }
  const ids = [...new Set([...byKey.values()].map((row) => row.projectId))];
  const names = new Map(
    ids.length === 0 ? [] : (await rows<{ id: number; name: string }>(sql`select id, name from projects where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((row) => [row.id, row.name]),
  );
  return [...byKey.values()]
    .map((row) => ({ ...row, project: names.get(row.projectId) ?? `#${row.projectId}`, conversion: conversion(row.leadsTotal, row.views) }))
    .sort((a, b) => byName.compare(a.project, b.project) || a.projectId - b.projectId || (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
}

/** Leads per 100 views, one decimal; null without views. */
export function conversion(leads: number, views: number): number | null {
  return views > 0 ? Math.round((leads * 1000) / views) / 10 : null;
}

export interface SourceCount {
  source: LeadSource | null;
  detail: string | null;
  leads: number;
}

/** The range's leads (of every project, or one) by source and detail, most first. */
export async function leadSources(target: FiguresTarget, range: FiguresRange): Promise<SourceCount[]> {
  return rows<SourceCount>(sql`
    select source, source_detail as detail, count(*)::int as leads from leads
    where ${siteIs(sql`partner_id`, target)} and ${inRange(sql`created_at`, range)} and ${projectIs(sql`project_id`, range)}
    group by 1, 2 order by 3 desc, 1 nulls last, 2 nulls first limit 100`);
}

export interface AgentResponse {
  agentId: number;
  agent: string;
  answered: number;
  medianMinutes: number;
  /** Share (0 to 1) of the answered leads answered within one hour. */
  withinHour: number;
}

/**
 * Response times of the range's leads: per CRM user of the first response (`first_response_staff_id`,
 * set with `first_response_at` by the first status change, reply or planned viewing), and how many are
 * unanswered. One pass over the range's leads (leads_partner_created_idx), without their history.
 */
export async function responseTimes(target: FiguresTarget, range: FiguresRange): Promise<{ agents: AgentResponse[]; unanswered: number }> {
  const counted = await rows<AgentResponse & { agentId: number | null }>(sql`
    select l.first_response_staff_id as "agentId", coalesce(s.name, '?') as agent, count(*)::int as answered,
      round((percentile_cont(0.5) within group (order by extract(epoch from l.first_response_at - l.created_at) / 60))::numeric, 1)::float8 as "medianMinutes",
      round(avg(case when l.first_response_at - l.created_at <= interval '1 hour' then 1 else 0 end)::numeric, 3)::float8 as "withinHour"
    from leads l left join staff_users s on s.id = l.first_response_staff_id
    where ${siteIs(sql`l.partner_id`, target)} and ${inRange(sql`l.created_at`, range)} and ${projectIs(sql`l.project_id`, range)}
      and (l.first_response_at is null or l.first_response_staff_id is not null)
      and ${target.onlyAgent === null ? sql`true` : sql`(l.first_response_at is null or l.first_response_staff_id = ${target.onlyAgent})`}
    group by 1, 2 order by 2, 1`);
  const unanswered = counted.find((row) => row.agentId === null);
  // The unanswered group's figures are of nothing: only its count is kept.
  return { agents: counted.filter((row): row is AgentResponse => row.agentId !== null), unanswered: unanswered?.answered ?? 0 };
}
