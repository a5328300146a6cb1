import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ListingApproval } from "@/components/crm/listing-approval";
import { ListingFiles } from "@/components/crm/listing-files";
import { ListingPhotos } from "@/components/crm/listing-photos";
import { PriceHistoryTable } from "@/components/crm/price-history-table";
import { ProjectForm } from "@/components/crm/project-form";
import { ProjectMatches } from "@/components/crm/project-matches";
import { ProjectPublication } from "@/components/crm/project-publication";
import { UnitCreateForm } from "@/components/crm/unit-create-form";
import { UnitForm } from "@/components/crm/unit-form";
import { panelClass } from "@/components/crm/field-styles";
import { Link } from "@/components/ui/link";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { projectPath } from "@/lib/catalogue/card";
import { crmProjectDetail } from "@/lib/crm/project-present";
import { mayEditListings } from "@/lib/crm/listing-access";
import { listListingFiles } from "@/lib/crm/listing-files";
import { listingLabels } from "@/lib/crm/listing-page";
import { crmProjectPath } from "@/lib/crm/project-statuses";
import { getCrmProject } from "@/lib/crm/projects";
import { matchingClients } from "@/lib/crm/matches/matches";

type Props = { params: Promise<{ id: string }> };

const projectIdOf = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null);

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.projects"))("title") };
}

/** One project the CRM user manages: texts, status, delivery, featured, publication, each unit's price and status, and the price history. */
export default async function ProjectPage({ params }: Props) {
  const id = projectIdOf((await params).id);
  const staff = await requireStaff(id ? crmProjectPath(id) : "/crm/projects");
  // Another partner's project is not found, as an unknown one.
  const found = id ? await getCrmProject(scopeOf(staff), id) : null;
  if (!found) notFound();
  const project = crmProjectDetail(found);
  const [t, formatter, { format, types, statusLabels }, mayEdit] = await Promise.all([getTranslations("crm.projects"), getFormatter(), listingLabels(), mayEditListings(scopeOf(staff))]);
  const files = mayEdit && !project.source ? await listListingFiles(scopeOf(staff), project.id) : [];
  const matches = project.published ? await matchingClients(scopeOf(staff), project.id) : null;
  const approvedOn = project.approved_at === null ? null : formatter.dateTime(new Date(project.approved_at), { dateStyle: "long" });
  // An unapproved listing shows on its partner's own site only.
  const ownSiteFirst = project.partner_listing && project.approved_at === null && staff.partner !== null;
  const publishedOn = formatter.dateTime(new Date(project.published_at), { dateStyle: "long" });
  return (
    <div className="space-y-6">
      <Link href="/crm/projects" className="font-semibold text-primary underline underline-offset-2">
        {t("back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("editTitle", { name: project.name })}</h1>
        <p className="mt-1 text-slate-700">
          {[project.town, project.developer, project.source ? t("sourceLine", { source: [project.source, project.partner].filter(Boolean).join(" · ") }) : (project.partner ?? t("mainBrand"))].join(" · ")}
        </p>
        {project.published && (
          <a href={ownSiteFirst ? `/${staff.partner!.slug}${projectPath(project)}` : projectPath(project)} className="mt-1 inline-block font-semibold text-primary underline underline-offset-2">
            {t("view")}
          </a>
        )}
      </div>
      {project.partner_listing && <ListingApproval projectId={project.id} partner={project.partner ?? ""} approvedOn={approvedOn} canApprove={staff.role === "admin"} />}
      <ProjectPublication projectId={project.id} published={project.published} publishedOn={publishedOn} />
      {matches && <ProjectMatches projectId={project.id} groups={matches} admin={staff.role === "admin"} />}
      <ProjectForm project={project} statusLabels={statusLabels} />
      {mayEdit && !project.source && <ListingPhotos projectId={project.id} photos={project.photos} />}
      {mayEdit && !project.source && <ListingFiles projectId={project.id} files={files} />}
      <section aria-labelledby="units-title" className={panelClass}>
        <h2 id="units-title" className="text-lg font-bold text-slate-900">
          {t("units")}
        </h2>
        {project.source && <p className="mt-1 text-sm text-slate-600">{t("sourceNote")}</p>}
        <div className="divide-y divide-slate-200">
          {project.units.map((unit) => (
            <UnitForm key={unit.id} unit={unit} summary={[format.typeLabel(unit.type_id), format.area(unit.area)].filter(Boolean).join(" · ")} />
          ))}
        </div>
        {mayEdit && <UnitCreateForm projectId={project.id} types={types} />}
      </section>
      <PriceHistoryTable history={project.price_history} />
    </div>
  );
}
