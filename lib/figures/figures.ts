import "server-only";
/**
 * A site's figures (docs/figures.md): the rows per project and ISO week (page views from
 * lib/figures/views.ts, favourites added by the site's registered clients, leads by kind, the
 * conversion), for the CSV export and the API's paged rows; the response time per agent (the CRM user
 * of each lead's first response). Totals: lib/figures/totals.ts. The caller has chosen the site with
 * `figuresTarget` (lib/figures/access.ts). Lead and favourite times fall into weeks in Dutch time, like
 * the counted views.
 */
import { sql } from "drizzle-orm";
import { LEAD_KINDS, type LeadKind } from "../leads/kinds";
import type { FiguresTarget } from "./access";
import { emptyKinds, inRange, leadCounts, projectIs, projectsByName, rows, siteIs, weekOf, type FiguresRange } from "./sql";
import { conversion } from "./summary";
import { mondaysBetween } from "./week";

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

/** Every row per project and week of the range with a figure, sorted by project name, then week. */
export async function projectWeeks(target: FiguresTarget, range: FiguresRange): Promise<ProjectWeek[]> {
  const [views, favourites, counted] = await Promise.all([
    rows<{ project_id: number; week: string; total: number }>(sql`
      select project_id, to_char(week, 'YYYY-MM-DD') as week, views as total from page_views
      where ${siteIs(sql`partner_id`, target)} and week between ${range.from}::date and ${range.to}::date and ${projectIs(sql`project_id`, range)}`),
    rows<{ project_id: number; week: string; total: number }>(sql`
      select f.project_id, ${weekOf(sql`f.created_at`)} as week, count(*)::int as total
      from favorites f join clients c on c.id = f.client_id
      where ${siteIs(sql`c.partner_id`, target)} and ${inRange(sql`f.created_at`, range)} and ${projectIs(sql`f.project_id`, range)}
      group by 1, 2`),
    leadCounts(target, range, ["projectWeek"]),
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
  for (const row of counted) {
    if (row.project_id === null) continue;
    const week = entry(row.project_id, mondays[row.bucket! - 1]!);
    for (const kind of LEAD_KINDS) {
      week.leads[kind] += row[kind];
      week.leadsTotal += row[kind];
    }
  }
  const { nameOf, rank } = await projectsByName([...new Set([...byKey.values()].map((row) => row.projectId))]);
  return [...byKey.values()]
    .map((row) => ({ ...row, project: nameOf(row.projectId), conversion: conversion(row.leadsTotal, row.views) }))
    .sort((a, b) => rank.get(a.projectId)! - rank.get(b.projectId)! || (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
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
