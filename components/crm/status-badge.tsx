import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import type { LeadStatus } from "@/lib/crm/schemas";

const TONES: Record<LeadStatus, string> = {
  new: "bg-amber-100 text-amber-900 ring-amber-300",
  contacted: "bg-sky-100 text-sky-900 ring-sky-300",
  viewing_planned: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  offer: "bg-violet-100 text-violet-900 ring-violet-300",
  closed_won: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  closed_lost: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** A lead's status as a coloured label (the colour only repeats the word). */
export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useTranslations("crm.statuses");
  return <span className={cx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1", TONES[status])}>{t(status)}</span>;
}
