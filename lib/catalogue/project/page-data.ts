import "server-only";
/**
 * Everything the `/for-sale/{id}-{slug}` page renders, from one cached project read: the detail for
 * this site and viewer, links, similar projects and the structured data with absolute URLs.
 */
import type { Site } from "../../site/site";
import { sitePath } from "../../site/site";
import { projectPath, type ProjectCard } from "../card";
import { toProjectDetail, type Viewer } from "./detail";
import { breadcrumbJsonLd, projectJsonLd, type JsonLd } from "./json-ld";
import { accountLinks, projectCrumbs, regionSearchPath, type PathCrumb } from "./links";
import type { ProjectRecord } from "./queries";
import { getSimilarProjects } from "./similar";
import type { ProjectDetail } from "./types";

export interface ProjectPageData {
  project: ProjectDetail;
  crumbs: PathCrumb[];
  similar: ProjectCard[];
  links: { contact: string; login: string; register: string; regionSearch: string };
  jsonLd: JsonLd[];
}

export async function projectPageData(record: ProjectRecord, site: Site, origin: string, viewer: Viewer, homeLabel: string): Promise<ProjectPageData> {
  const project = toProjectDetail(record, site, viewer);
  const path = sitePath(site, projectPath(record));
  const crumbs = projectCrumbs(site, record, homeLabel);
  const absolute = (href: string) => `${origin}${href}`;
  const structured = projectJsonLd({
    ...project,
    url: absolute(path),
    images: project.images.map(absolute),
    units_total: project.project_details.units_total,
    units_available: project.project_details.units_available,
  });
  return {
    project,
    crumbs,
    similar: await getSimilarProjects(record, site, 3),
    links: {
      contact: `${sitePath(site, "/contact")}?project=${record.id}`,
      ...accountLinks(site, path),
      regionSearch: regionSearchPath(site, record.geo),
    },
    jsonLd: [structured, breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.href) })))],
  };
}
