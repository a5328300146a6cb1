import "server-only";
/** The figures a CRM user asked for: whose (lib/figures/access.ts), which weeks (defaults filled in), and the numbers: totals always, the rows per project and week when asked. */
import type { StaffScope } from "../crm/staff";
import { figuresTarget } from "./access";
import { projectWeeks, responseTimes } from "./figures";
import { siteTotals } from "./totals";
import { DEFAULT_WEEKS, MAX_WEEKS, type FiguresQuery } from "./schemas";
import { weekMonday, weekName, weeksBefore, weekStart } from "./week";

/** The Mondays of the asked range: by default this week and the seven before; a range without an end ends this week (or at its start, if later). */
function resolveRange(query: Pick<FiguresQuery, "from" | "to">, now = new Date()): { from: string; to: string } {
  const thisWeek = weekStart(now);
  let to = query.to ? weekMonday(query.to)! : thisWeek;
  const from = query.from ? weekMonday(query.from)! : weeksBefore(to, DEFAULT_WEEKS - 1);
  if (!query.to && from > to) to = from;
  if (!query.to && weeksBefore(to, MAX_WEEKS - 1) > from) to = weeksBefore(from, -(MAX_WEEKS - 1));
  return { from, to };
}

export async function figuresReport(scope: StaffScope, query: FiguresQuery, options: { rows?: boolean; now?: Date } = {}) {
  const target = await figuresTarget(scope, query.partner_id);
  if (!target) return null;
  const range = { ...resolveRange(query, options.now), projectId: query.project_id };
  const [totals, rows, responses] = await Promise.all([siteTotals(target, range), options.rows ? projectWeeks(target, range) : null, responseTimes(target, range)]);
  return { target, from: weekName(range.from), to: weekName(range.to), fromMonday: range.from, toMonday: range.to, totals, rows, responses };
}

export type FiguresReport = NonNullable<Awaited<ReturnType<typeof figuresReport>>>;
