import "server-only";
/** The figures as the JSON API answers them (snake_case, weeks by ISO name). */
import type { FiguresReport } from "./report";
import { weekName } from "./week";

export function figuresForApi(report: FiguresReport) {
  return {
    site: { partner_id: report.target.partnerId, name: report.target.name },
    from: report.from,
    to: report.to,
    weeks: report.weeks.map((row) => ({
      project_id: row.projectId,
      project: row.project,
      week: weekName(row.week),
      views: row.views,
      favourites: row.favourites,
      leads: row.leadsTotal,
      leads_by_kind: row.leads,
      conversion: row.conversion,
    })),
    sources: report.sources,
    response_times: {
      agents: report.responses.agents.map((row) => ({ agent_id: row.agentId, agent: row.agent, answered: row.answered, median_minutes: row.medianMinutes, within_hour: row.withinHour })),
      unanswered: report.responses.unanswered,
    },
  };
}
