import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PageMessages } from "@/components/i18n/page-messages";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { CalculatorSection } from "@/components/calculator/calculator-section";
import { CompanyCard } from "@/components/partner/company-card";
import { PersonCard } from "@/components/partner/person-card";
import { ProjectRequests } from "@/components/leads/project-requests";
import { TrackEvents } from "@/components/tracking/track-events";
import { ShareBar } from "@/components/share/share-bar";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { projectPath, type ProjectCard } from "@/lib/catalogue/card";
import type { JsonLd } from "@/lib/catalogue/project/json-ld";
import type { ProjectDetail } from "@/lib/catalogue/project/types";
import { PRIVACY_PATH } from "@/lib/content/privacy-path";
import { absoluteUrl } from "@/lib/site/metadata";
import { siteOrigin } from "@/lib/site/origin";
import { sitePath, type Site } from "@/lib/site/site";
import { viewItem } from "@/lib/tracking/events";
import { trackable } from "@/lib/tracking/items";
import { Breadcrumbs, type BreadcrumbLink } from "./breadcrumbs";
import { ConfidentialLocked } from "./documents/confidential-locked";
import { GatedConfidentialInfo, GatedFiles } from "./documents/gated-documents";
import { FileList } from "./file-list";
import { JsonLdScript } from "./json-ld-script";
import { KeyFacts } from "./key-facts";
import { PriceBox } from "./price-box";
import { ProjectActionBar } from "./project-action-bar";
import { AmenityList, ProjectDescription } from "./project-description";
import { ProjectDetailsList } from "./project-details";
import { ProjectGallery } from "./project-gallery";
import { ProjectHeader } from "./project-header";
import { ProjectLocation } from "./project-location";
import { ProjectSection } from "./project-section";
import { ProjectVideo } from "./project-video";
import { SectionNav } from "./section-nav";
import { SimilarProjects } from "./similar-projects";
import { unitTableTexts } from "./unit-labels";
import { UnitsTable } from "./units-table";

export interface ProjectViewProps {
  site: Site;
  project: ProjectDetail;
  crumbs: BreadcrumbLink[];
  similar: ProjectCard[];
  links: { contact: string; login: string; register: string; regionSearch: string };
  jsonLd: JsonLd[];
  /** The interactive map for the location section (see `ProjectLocation`). */
  map?: ReactNode;
}

/**
 * The project page: photos, key facts, description and amenities with the price box beside them
 * (below the key facts on phones); then, full width, units, files, location, project details, the
 * broker and similar projects.
 */
export function ProjectView({ site, project, crumbs, similar, links, jsonLd, map }: ProjectViewProps) {
  const t = useTranslations("project");
  const unitTexts = unitTableTexts(useCatalogueFormat(), useTranslations("project.units"), project.units);
  const tc = useTranslations("calculator");
  const sections = [
    { id: "omschrijving", label: t("labels.description") },
    ...(project.amenities.length > 0 ? [{ id: "voorzieningen", label: t("labels.amenities") }] : []),
    ...(project.video_url ? [{ id: "video", label: t("labels.video") }] : []),
    { id: "units", label: t("labels.units") },
    { id: "bestanden", label: t("labels.files") },
    { id: "vertrouwelijk", label: t("confidential.title") },
    { id: "aanvragen", label: t("requestInfo") },
    { id: "locatie", label: t("labels.location") },
    { id: "hypotheek", label: tc("title") },
    { id: "projectdetails", label: t("labels.project_details") },
  ];
  return (
    <Container className="pt-6">
      <TrackEvents events={[viewItem(trackable(project))]} />
      <JsonLdScript data={jsonLd} />
      <div className="print:hidden">
        <Breadcrumbs items={crumbs} />
      </div>
      {/* The printed brochure names who sells it; on screen the header does. */}
      <p className="mb-4 hidden border-b border-slate-300 pb-2 text-sm print:block">
        {site.name} · {absoluteUrl(site, projectPath(project))}
      </p>
      <div className="mt-4">
        <ProjectHeader project={project} share={<ShareBar origin={siteOrigin(site)} path={sitePath(site, projectPath(project))} title={project.name} print />} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <ProjectGallery name={project.name} images={project.images} />
          <KeyFacts project={project} />
        </div>
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-6 lg:sticky lg:top-28">
            <PriceBox project={project} requestHref="#aanvragen" />
          </div>
        </aside>
        <ProjectActionBar project={project} requestHref="#aanvragen" />
        <div className="min-w-0 space-y-12 lg:col-start-1">
          <div className="print:hidden">
            <SectionNav sections={sections} />
          </div>
          <ProjectSection id="omschrijving" title={t("labels.description")}>
            <ProjectDescription text={project.description} />
          </ProjectSection>
          {project.amenities.length > 0 && (
            <ProjectSection id="voorzieningen" title={t("labels.amenities")}>
              <AmenityList amenities={project.amenities} />
            </ProjectSection>
          )}
          {project.video_url && (
            <ProjectSection id="video" print={false} title={t("labels.video")}>
              <ProjectVideo src={project.video_url} name={project.name} />
            </ProjectSection>
          )}
        </div>
        {/* From here on the full width: the units table needs it, and the price box has scrolled by. */}
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <ProjectSection id="units" title={t("labels.units")}>
            <UnitsTable name={project.name} units={project.units} texts={unitTexts} />
          </ProjectSection>
          {/* The cached page holds the guest's view only; a logged-in client's links and text arrive in the browser. */}
          <PageMessages set="projectDocuments">
            <ProjectSection id="bestanden" print={false} title={t("labels.files")}>
              <GatedFiles
                projectId={project.id}
                partner={site.slug}
                hasLocked={project.files.some((file) => file.locked)}
                loginHref={links.login}
                registerHref={links.register}
                guest={<FileList files={project.files} loginHref={links.login} registerHref={links.register} />}
              />
            </ProjectSection>
            <ProjectSection id="vertrouwelijk" print={false} title={t("confidential.title")}>
              <GatedConfidentialInfo projectId={project.id} partner={site.slug} guest={<ConfidentialLocked loginHref={links.login} registerHref={links.register} />} />
            </ProjectSection>
          </PageMessages>
          {/* Buttons in the cached HTML; the one form loads in its own chunk when a button is pressed. */}
          <PageMessages set="leadForms">
            <ProjectSection id="aanvragen" print={false} title={t("requestInfo")}>
              <p className="mb-4 max-w-3xl text-slate-700">{t("requestIntro")}</p>
              <ProjectRequests project={{ id: project.id, name: project.name }} partner={site.slug} site={{ name: site.name, registerPath: links.register, privacyPath: sitePath(site, PRIVACY_PATH) }} />
            </ProjectSection>
          </PageMessages>
          <ProjectSection id="locatie" print={false} title={t("labels.location")}>
            <ProjectLocation name={project.name} town={project.town} province={project.province} region={project.region} lat={project.lat} lng={project.lng} map={map} />
          </ProjectSection>
          <ProjectSection id="hypotheek" print={false} title={tc("title")}>
            <CalculatorSection price={project.price_on_request ? null : project.price_from} province={project.province} />
          </ProjectSection>
          <ProjectSection id="projectdetails" title={t("labels.project_details")}>
            <ProjectDetailsList project={project} />
          </ProjectSection>
          <section aria-labelledby="broker-title">
            <h2 id="broker-title" className="text-2xl font-bold text-heading">
              {t("broker")}
            </h2>
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              <PersonCard contact={site.contact} />
              <CompanyCard contact={site.contact} siteName={site.name} />
            </div>
            <p className="mt-4 print:hidden">
              <Link href={links.contact} className="font-semibold text-primary underline underline-offset-2">
                {t("messageBroker")}
              </Link>
            </p>
          </section>
        </div>
      </div>
      <div className="mt-12 print:hidden">
        <SimilarProjects projects={similar} region={project.region} moreHref={links.regionSearch} />
      </div>
    </Container>
  );
}
