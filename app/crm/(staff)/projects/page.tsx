import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectFilters } from "@/components/crm/project-filters";
import { ProjectsTable } from "@/components/crm/projects-table";
import { Pagination } from "@/components/listing/pagination";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { pageCount } from "@/lib/catalogue/pagination";
import { crmProjectSummary } from "@/lib/crm/project-present";
import { parseProjectQuery, projectQuery } from "@/lib/crm/project-query";
import { listCrmProjects } from "@/lib/crm/projects";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.projects"))("title") };
}

/** The projects this CRM user manages (an admin: all; a partner: those of its own feeds), searched and paged by the URL. */
export default async function ProjectsPage({ searchParams }: Props) {
  const filters = parseProjectQuery(await searchParams);
  const staff = await requireStaff(`/crm/projects${projectQuery(filters)}`);
  const [{ rows, total }, t] = await Promise.all([listCrmProjects(scopeOf(staff), filters), getTranslations("crm.projects")]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </div>
      <ProjectFilters filters={filters} />
      <p className="font-semibold text-slate-800" role="status">
        {t("count", { total })}
      </p>
      {rows.length > 0 ? <ProjectsTable rows={rows.map(crmProjectSummary)} /> : <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("none")}</p>}
      <Pagination page={filters.page} pageCount={pageCount(total, filters.per_page)} href={(page) => `/crm/projects${projectQuery(filters, page)}`} />
    </div>
  );
}
