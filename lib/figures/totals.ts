import "server-only";
/**
 * A site's totals over a range, summed by the database (grouping sets), so that neither side handles a
 * row per project and week: per project and per week (views, favourites, leads by kind, conversion) and
 * the leads by source. What the CRM page and `GET /api/crm/figures` show; the rows per project and week
 * (lib/figures/figures.ts) add up to them (tests/integration/figures.test.ts).
 */
import { sql } from "drizzle-orm";
import { LEAD_KINDS } from "../leads/kinds";
import type { FiguresTarget } from "./access";
import type { LeadSource } from "./source";
import { inRange, leadCounts, projectIs, projectsByName, rows, siteIs, weekOf, type FiguresRange } from "./sql";
import { noCounts, totalsOf, type Counts, type Totals } from "./summary";
import { mondaysBetween } from "./week";

interface SourceCount {
  source: LeadSource | null;
  detail: string | null;
  leads: number;
}

export interface SiteTotals {
  /** Every project with a figure, by name. */
  projects: Totals[];
  /** Every week of the range, oldest first. */
  weeks: Totals[];
  /** Most leads first, at most 100. */
  sources: SourceCount[];
}

type Summed = { project_id: number | null; week: string | null; total: number };

/** Most leads first; then by source (unknown last) and detail (none first). */
function topSources(counted: SourceCount[]): SourceCount[] {
  const order = (a: string | null, b: string | null, nulls: 1 | -1) => (a === b ? 0 : a === null ? nulls : b === null ? -nulls : a < b ? -1 : 1);
  return counted.sort((a, b) => b.leads - a.leads || order(a.source, b.source, 1) || order(a.detail, b.detail, -1)).slice(0, 100);
}

export async function siteTotals(target: FiguresTarget, range: FiguresRange): Promise<SiteTotals> {
  const [views, favourites, counted] = await Promise.all([
    rows<Summed>(sql`
      select project_id, to_char(week, 'YYYY-MM-DD') as week, sum(views)::int as total from page_views
      where ${siteIs(sql`partner_id`, target)} and week between ${range.from}::date and ${range.to}::date and ${projectIs(sql`project_id`, range)}
      group by grouping sets ((project_id), (week))`),
    rows<Summed>(sql`
      select project_id, week, count(*)::int as total
      from (select f.project_id, ${weekOf(sql`f.created_at`)} as week from favorites f join clients c on c.id = f.client_id
            where ${siteIs(sql`c.partner_id`, target)} and ${inRange(sql`f.created_at`, range)} and ${projectIs(sql`f.project_id`, range)}) as range_favourites
      group by grouping sets ((project_id), (week))`),
    leadCounts(target, range, ["project", "week", "source"]),
  ]);
  const mondays = mondaysBetween(range.from, range.to);
  const perProject = new Map<number, Counts>();
  const perWeek = new Map<string, Counts>(mondays.map((monday) => [monday, noCounts()]));
  const projectCounts = (id: number) => perProject.get(id) ?? perProject.set(id, noCounts()).get(id)!;
  const counts = (row: Summed) => (row.project_id !== null ? projectCounts(row.project_id) : perWeek.get(row.week!));
  for (const row of views) counts(row)!.views += row.total;
  for (const row of favourites) counts(row)!.favourites += row.total;
  const sources: SourceCount[] = [];
  for (const row of counted) {
    if (row.grouping === "source") sources.push({ source: row.source, detail: row.detail, leads: row.leads });
    const into = row.grouping === "week" ? perWeek.get(mondays[row.bucket! - 1]!) : row.grouping === "project" && row.project_id !== null ? projectCounts(row.project_id) : undefined;
    if (into) for (const kind of LEAD_KINDS) into.leadsByKind[kind] += row[kind];
  }
  const { nameOf, rank } = await projectsByName([...perProject.keys()]);
  return {
    projects: [...perProject]
      .sort(([a], [b]) => rank.get(a)! - rank.get(b)!)
      .map(([id, projectTotals]) => totalsOf(String(id), nameOf(id), projectTotals)),
    weeks: mondays.map((monday) => totalsOf(monday, monday, perWeek.get(monday)!)),
    sources: topSources(sources),
  };
}
