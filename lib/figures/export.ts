import "server-only";
/** The figures per project and week as CSV, the inbox export's way (lib/crm/export.ts: BOM, semicolons, CRLF, formulas defused). */
import { BOM, csvLine } from "../crm/export";
import { KIND_LABELS } from "../crm/labels";
import { LEAD_KINDS } from "../leads/kinds";
import type { ProjectWeek } from "./figures";
import { weekName } from "./week";

const HEADER = ["Project", "Week", "Maandag", "Weergaven", "Favorieten", "Aanvragen", ...LEAD_KINDS.map((kind) => `Aanvragen ${KIND_LABELS[kind].toLowerCase()}`), "Aanvragen per 100 weergaven"];

/** A decimal as Dutch Excel reads it (a comma). */
const decimal = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

export function figuresCsv(rows: readonly ProjectWeek[]): string {
  const lines = [
    csvLine(HEADER),
    ...rows.map((row) =>
      csvLine([row.project, weekName(row.week), row.week, row.views, row.favourites, row.leadsTotal, ...LEAD_KINDS.map((kind) => row.leads[kind]), decimal(row.conversion)]),
    ),
  ];
  return BOM + lines.join("\r\n") + "\r\n";
}
