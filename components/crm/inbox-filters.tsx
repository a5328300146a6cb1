import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { LEAD_KINDS } from "@/lib/leads/schemas";
import { CRM_PAGE_SIZE, LEAD_SORTS, LEAD_STATUSES, type LeadFilters } from "@/lib/crm/schemas";
import { controlClass, labelClass, panelClass } from "./field-styles";

type Option = { id: number; name: string };
type Props = { filters: LeadFilters; projects: Option[]; partners: Option[] | null; assignees?: Option[] };

/**
 * The inbox filters as a plain GET form: works without JavaScript, by keyboard in reading order, and
 * every choice lands in the URL (the page then redirects to its canonical spelling).
 */
export function InboxFilters({ filters, projects, partners, assignees = [] }: Props) {
  const t = useTranslations("crm");
  const select = (name: keyof LeadFilters, label: string, options: Array<{ value: string; label: string }>, value: unknown, all = t("inbox.all")) => (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value === undefined ? "" : String(value)} className={controlClass}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" action="/crm" role="search" aria-label={t("inbox.filters")} className={`${panelClass} grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}>
      <div className="sm:col-span-2">
        <label htmlFor="filter-q" className={labelClass}>
          {t("inbox.q")}
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ""} maxLength={100} autoComplete="off" className={controlClass} />
      </div>
      {select("kind", t("inbox.kind"), LEAD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })), filters.kind)}
      {select("status", t("inbox.status"), LEAD_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })), filters.status)}
      {select("project_id", t("inbox.project"), projects.map((project) => ({ value: String(project.id), label: project.name })), filters.project_id)}
      {select("assigned", t("inbox.assigned"), [{ value: "me", label: t("inbox.assignedMe") }, { value: "none", label: t("inbox.assignedNone") }, ...assignees.map((person) => ({ value: String(person.id), label: person.name }))], filters.assigned)}
      {partners && select("partner_id", t("inbox.partner"), partners.map((partner) => ({ value: String(partner.id), label: partner.name })), filters.partner_id, t("inbox.allPartners"))}
      <div>
        <label htmlFor="filter-from" className={labelClass}>
          {t("inbox.from")}
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={filters.from ?? ""} className={controlClass} />
      </div>
      <div>
        <label htmlFor="filter-to" className={labelClass}>
          {t("inbox.to")}
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ""} className={controlClass} />
      </div>
      <div>
        <label htmlFor="filter-sort" className={labelClass}>
          {t("inbox.sort")}
        </label>
        <select id="filter-sort" name="sort" defaultValue={filters.sort} className={controlClass}>
          {LEAD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`inbox.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {filters.per_page !== CRM_PAGE_SIZE && <input type="hidden" name="per_page" value={filters.per_page} />}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t("inbox.apply")}</Button>
        <Link href="/crm" className="inline-flex h-11 items-center px-2 font-semibold text-primary underline underline-offset-2">
          {t("inbox.reset")}
        </Link>
      </div>
    </form>
  );
}
