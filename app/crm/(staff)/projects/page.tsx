import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListingSettingsForm } from "@/components/crm/listing-settings-form";
import { ProjectFilters } from "@/components/crm/project-filters";
import { ProjectsTable } from "@/components/crm/projects-table";
import { Pagination } from "@/components/listing/pagination";
import { Link } from "@/components/ui/link";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { pageCount } from "@/lib/catalogue/pagination";
import { listingSettingsOf, mayEditListings } from "@/lib/crm/listing-access";
import { crmProjectSummary } from "@/lib/crm/project-present";
import { parseProjectQuery, projectQuery } from "@/lib/crm/project-query";
import { listCrmProjects } from "@/lib/crm/projects";
import { matchCounts } from "@/lib/crm/matches/matches";
import { ownedPartnerId } from "@/lib/crm/staff";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.projects"))("title") };
}

/** The projects this CRM user manages (an admin: all; a partner: those of its own feeds and its own listings), searched and paged by the URL. */
export default async function ProjectsPage({ searchParams }: Props) {
  const filters = parseProjectQuery(await searchParams);
  const staff = await requireStaff(`/crm/projects${projectQuery(filters)}`);
  const scope = scopeOf(staff);
  const ownPartner = ownedPartnerId(scope);
  const [{ rows, total }, t, tListings, mayCreate, settings] = await Promise.all([
    listCrmProjects(scope, filters),
    getTranslations("crm.projects"),
    getTranslations("crm.listings"),
    mayEditListings(scope),
    ownPartner === null ? null : listingSettingsOf(ownPartner),
  ]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
        {mayCreate && (
          <Link href="/crm/projects/new" className="mt-3 inline-block rounded-md bg-primary px-4 py-2 font-semibold text-white">
            {tListings("newTitle")}
          </Link>
        )}
        {staff.role === "admin" && (
          <Link href="/crm/projects?approval=pending" className="mt-3 ml-4 inline-block font-semibold text-primary underline underline-offset-2">
            {tListings("pendingList")}
          </Link>
        )}
      </div>
      {settings && <ListingSettingsForm agentsEditListings={settings.agents_edit_listings} />}
      <ProjectFilters filters={filters} />
      <p className="font-semibold text-slate-800" role="status">
        {t("count", { total })}
      </p>
      {rows.length > 0 ? <ProjectsTable rows={rows.map(crmProjectSummary)} matches={Object.fromEntries(await matchCounts(scope, rows.map((row) => row.id)))} /> : <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("none")}</p>}
      <Pagination page={filters.page} pageCount={pageCount(total, filters.per_page)} href={(page) => `/crm/projects${projectQuery(filters, page)}`} />
    </div>
  );
}
