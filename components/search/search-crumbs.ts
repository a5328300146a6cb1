import { EMPTY_FILTERS } from "@/lib/catalogue/search/filters";
import type { GeoSelection } from "@/lib/catalogue/search/filter-values";
import type { ResolvedGeo } from "@/lib/catalogue/search/geo-match";
import { searchPath } from "@/lib/catalogue/search/url";
import { sitePath, type Site } from "@/lib/site/site";
import type { Crumb } from "./breadcrumbs";

/** Home › Spanje › Costa del Sol › Marbella: each place links to its plain search page; the last is the page itself. */
export function searchCrumbs(site: Pick<Site, "basePath">, geo: ResolvedGeo | null, labels: { home: string; all: string }): Crumb[] {
  const crumbs: Crumb[] = [{ name: labels.home, href: sitePath(site, "/") }];
  const selection = geo?.selection ?? {};
  const add = (name: string, esGeo: GeoSelection) => crumbs.push({ name, href: sitePath(site, searchPath({ ...EMPTY_FILTERS, esGeo })) });
  const area = selection.region ? { region: selection.region } : selection.province ? { province: selection.province } : {};
  const areaPlace = selection.region ? geo?.region : selection.province ? geo?.province : null;
  if (geo?.country && selection.country) add(geo.country.name, { country: selection.country });
  if (areaPlace) add(areaPlace.name, { country: selection.country, ...area });
  if (geo?.town && selection.town) add(geo.town.name, { country: selection.country, ...area, town: selection.town });
  if (crumbs.length === 1) crumbs.push({ name: labels.all });
  else delete crumbs[crumbs.length - 1]!.href;
  return crumbs;
}
