import "server-only";
/**
 * The inbox as CSV for Excel in the Netherlands and Belgium: UTF-8 with a byte-order mark (so é and ë
 * survive), semicolons (the Dutch list separator Excel expects), CRLF lines, and cells that could start
 * a formula defused (OWASP CSV injection). Each export is logged: who, when, which filters, how many rows.
 */
import { db } from "../db/client";
import { leadExports } from "../db/schema";
import { allLeads } from "./leads";
import type { LeadFilters } from "./schemas";
import type { StaffScope } from "./staff";
import { KIND_LABELS, PART_OF_DAY_LABELS, STATUS_LABELS } from "./labels";

export const BOM = "\uFEFF";

function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString().replace("T", " ").slice(0, 16) : String(value);
  // =, +, -, @, tab and carriage return start a formula in spreadsheet programs.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(";");
}

const HEADER = ["Nummer", "Ontvangen", "Soort", "Status", "Voornaam", "Achternaam", "E-mail", "Telefoon", "Postcode", "Woonplaats", "Project", "Partner", "Onderwerp", "Bericht", "Voorkeursdatum", "Dagdeel"];

export async function exportLeadsCsv(scope: StaffScope, filters: Partial<LeadFilters>): Promise<{ csv: string; rows: number }> {
  const rows = await allLeads(scope, filters);
  const lines = [
    csvLine(HEADER),
    ...rows.map((row) =>
      csvLine([
        row.id,
        row.createdAt,
        KIND_LABELS[row.kind],
        STATUS_LABELS[row.status],
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.zipCode,
        row.address,
        row.projectName,
        row.partnerName ?? "Costa Nieuwbouw",
        row.subject,
        row.message,
        row.preferredDate,
        row.partOfDay ? PART_OF_DAY_LABELS[row.partOfDay] : "",
      ]),
    ),
  ];
  const database = await db();
  await database.insert(leadExports).values({ staffUserId: scope.id, filters: { ...filters }, rowCount: rows.length });
  return { csv: BOM + lines.join("\r\n") + "\r\n", rows: rows.length };
}
