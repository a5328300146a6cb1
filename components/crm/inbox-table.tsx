import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import type { LeadListRow } from "@/lib/crm/leads";
import { inboxQuery } from "@/lib/crm/inbox-query";
import { leadPath } from "@/lib/crm/paths";
import type { LeadFilters } from "@/lib/crm/schemas";
import { LeadCheckbox, SelectAllLeads } from "./lead-selection";
import { StatusBadge } from "./status-badge";

type Props = { rows: LeadListRow[]; filters: LeadFilters; showPartner: boolean };
type SortColumn = "received" | "name" | "status";

/** Where a column header's link sorts to, and what `aria-sort` that column has now. */
function sorting(column: SortColumn, sort: LeadFilters["sort"]): { next: LeadFilters["sort"]; state: "ascending" | "descending" | undefined } {
  if (column === "received") return { next: sort === "newest" ? "oldest" : "newest", state: sort === "newest" ? "descending" : sort === "oldest" ? "ascending" : undefined };
  return { next: column, state: sort === column ? "ascending" : undefined };
}

/** The inbox list: one row per lead, the name linking to it; sortable columns are links (the URL holds the sort). */
export function InboxTable({ rows, filters, showPartner }: Props) {
  const t = useTranslations("crm");
  const format = useFormatter();
  const header = (column: SortColumn, label: string) => {
    const { next, state } = sorting(column, filters.sort);
    return (
      <th scope="col" aria-sort={state} className="px-3 py-2">
        <Link href={`/crm${inboxQuery({ ...filters, sort: next, page: 1 })}`} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
          <span className="sr-only">{t("inbox.sortBy", { column: label })}</span>
          <span aria-hidden="true">{label}</span>
          {state && <span aria-hidden="true">{state === "ascending" ? "▲" : "▼"}</span>}
        </Link>
      </th>
    );
  };
  return (
    <div role="region" aria-label={t("inbox.title")} tabIndex={0} className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <SelectAllLeads ids={rows.map((row) => row.id)} />
            </th>
            {header("received", t("inbox.received"))}
            {header("name", t("inbox.name"))}
            <th scope="col" className="px-3 py-2">
              {t("inbox.kind")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("inbox.project")}
            </th>
            {header("status", t("inbox.status"))}
            <th scope="col" className="px-3 py-2">
              {t("inbox.assignee")}
            </th>
            {showPartner && (
              <th scope="col" className="px-3 py-2">
                {t("inbox.partner")}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-slate-50">
              <td className="px-3 py-3">
                <LeadCheckbox id={row.id} name={`${row.firstName} ${row.lastName}`} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={row.createdAt.toISOString()}>{format.dateTime(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
              </td>
              <td className="px-3 py-3">
                <Link href={leadPath(row.id)} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {row.firstName} {row.lastName}
                </Link>
                <div className="text-slate-600">{row.email}</div>
              </td>
              <td className="px-3 py-3">{t(`kinds.${row.kind}`)}</td>
              <td className="px-3 py-3">{row.projectName ?? t("none")}</td>
              <td className="px-3 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-3 py-3">{row.assigneeName ?? <span className="text-slate-600">{t("inbox.unassigned")}</span>}</td>
              {showPartner && <td className="px-3 py-3">{row.partnerName ?? t("mainBrand")}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
