/** Paths around a project page (breadcrumbs, search links, account links). Pure and client-safe. */
import { accountPathReturningTo } from "../../accounts/paths";
import { sitePath, type Site } from "../../site/site";
import { projectPath } from "../card";
import { EMPTY_FILTERS } from "../search/filters";
import { searchPath } from "../search/url";
import type { GeoName } from "./types";

type SiteBase = Pick<Site, "basePath">;

export interface ProjectGeo {
  country: GeoName;
  region: GeoName;
  town: GeoName;
}

export interface PathCrumb {
  name: string;
  href: string;
}

export function regionSearchPath(site: SiteBase, geo: ProjectGeo): string {
  return sitePath(site, searchPath({ ...EMPTY_FILTERS, esGeo: { country: geo.country.slug, region: geo.region.slug } }));
}

function townSearchPath(site: SiteBase, geo: ProjectGeo): string {
  return sitePath(site, searchPath({ ...EMPTY_FILTERS, esGeo: { country: geo.country.slug, region: geo.region.slug, town: geo.town.slug } }));
}

/** Home › costa › town › project. */
export function projectCrumbs(site: SiteBase, project: { id: number; slug: string; name: string; geo: ProjectGeo }, homeLabel: string): PathCrumb[] {
  return [
    { name: homeLabel, href: sitePath(site, "/") },
    { name: project.geo.region.name, href: regionSearchPath(site, project.geo) },
    { name: project.geo.town.name, href: townSearchPath(site, project.geo) },
    { name: project.name, href: sitePath(site, projectPath(project)) },
  ];
}

/** Log-in and registration pages of the site, returning to `returnTo` afterwards. */
export function accountLinks(site: Pick<Site, "kind" | "basePath">, returnTo: string): { login: string; register: string } {
  return { login: accountPathReturningTo(site, "login", returnTo), register: accountPathReturningTo(site, "register", returnTo) };
}

/** `/for-sale` with `?page=` from page 2 on. */
export function listPagePath(site: SiteBase, page: number): string {
  return sitePath(site, page > 1 ? `/for-sale?page=${page}` : "/for-sale");
}
