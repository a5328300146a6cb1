import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import type { LeadListRow } from "@/lib/crm/leads";
import { leadPath } from "@/lib/crm/paths";
import { StatusBadge } from "./status-badge";

/**
 * The inbox on a phone (below `sm`): one compact card per lead, name first (a link to it), then kind,
 * project, status and age. The table (InboxTable) takes over from `sm` up; the page renders both.
 */
export function InboxCards({ rows, now, showPartner }: { rows: LeadListRow[]; now: Date; showPartner: boolean }) {
  const t = useTranslations("crm");
  const format = useFormatter();
  return (
    <ul aria-label={t("inbox.title")} className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200 sm:hidden" data-testid="inbox-cards">
      {rows.map((row) => (
        <li key={row.id} className="px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            <Link href={leadPath(row.id)} className="min-w-0 font-semibold break-words text-primary underline-offset-2 hover:underline">
              {row.firstName} {row.lastName}
            </Link>
            <StatusBadge status={row.status} />
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">
            {t(`kinds.${row.kind}`)} · {row.projectName ?? t("none")}
            {showPartner && ` · ${row.partnerName ?? t("mainBrand")}`}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={row.createdAt.toISOString()}>{format.relativeTime(row.createdAt, now)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
