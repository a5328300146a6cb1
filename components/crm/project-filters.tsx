import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { CrmProjectFilters } from "@/lib/crm/project-schemas";
import { controlClass, labelClass, panelClass } from "./field-styles";

/** The project list's search as a plain GET form (works without JavaScript; every choice lands in the URL). */
export function ProjectFilters({ filters }: { filters: CrmProjectFilters }) {
  const t = useTranslations("crm.projects");
  return (
    <form method="get" action="/crm/projects" role="search" aria-label={t("filters")} className={`${panelClass} grid gap-4 sm:grid-cols-3`}>
      <div className="sm:col-span-2">
        <label htmlFor="project-q" className={labelClass}>
          {t("q")}
        </label>
        <input id="project-q" name="q" type="search" defaultValue={filters.q ?? ""} maxLength={100} autoComplete="off" className={controlClass} />
      </div>
      <div>
        <label htmlFor="project-published" className={labelClass}>
          {t("published")}
        </label>
        <select id="project-published" name="published" defaultValue={filters.published ?? ""} className={controlClass}>
          <option value="">{t("all")}</option>
          <option value="yes">{t("yes")}</option>
          <option value="no">{t("no")}</option>
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-3">
        <Button type="submit">{t("apply")}</Button>
        <Link href="/crm/projects" className="inline-flex h-11 items-center px-2 font-semibold text-primary underline underline-offset-2">
          {t("reset")}
        </Link>
      </div>
    </form>
  );
}
