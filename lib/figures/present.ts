import "server-only";
/** The figures as the JSON API answers them (snake_case, weeks by ISO name): totals whole, project-week rows one page at a time. */
import type { LeadKind } from "../leads/kinds";
import type { ProjectWeek } from "./figures";
import type { FiguresReport } from "./report";
import type { Totals } from "./summary";
import { weekName } from "./week";

interface Counts {
  views: number;
  favourites: number;
  leads: number;
  leads_by_kind: Record<LeadKind, number>;
  conversion: number | null;
}

const counts = (row: Totals): Counts => ({ views: row.views, favourites: row.favourites, leads: row.leads, leads_by_kind: row.leadsByKind, conversion: row.conversion });

const projectWeek = (row: ProjectWeek) => ({
  project_id: row.projectId,
  project: row.project,
  week: weekName(row.week),
  views: row.views,
  favourites: row.favourites,
  leads: row.leadsTotal,
  leads_by_kind: row.leads,
  conversion: row.conversion,
});

/** `paging`: the page of project-week rows asked for, when the report has them. */
export function figuresForApi(report: FiguresReport, paging: { page: number; per_page: number }) {
  const start = (paging.page - 1) * paging.per_page;
  const rows = report.rows;
  return {
    data: {
      site: { partner_id: report.target.partnerId, name: report.target.name },
      from: report.from,
      to: report.to,
      projects: report.totals.projects.map((row) => ({ project_id: Number(row.key), project: row.label, ...counts(row) })),
      totals_by_week: report.totals.weeks.map((row) => ({ week: weekName(row.key), ...counts(row) })),
      ...(rows ? { weeks: rows.slice(start, start + paging.per_page).map(projectWeek) } : {}),
      sources: report.totals.sources,
      response_times: {
        agents: report.responses.agents.map((row) => ({ agent_id: row.agentId, agent: row.agent, answered: row.answered, median_minutes: row.medianMinutes, within_hour: row.withinHour })),
        unanswered: report.responses.unanswered,
      },
    },
    meta: rows ? { total: rows.length, page: paging.page, per_page: paging.per_page } : {},
  };
}
