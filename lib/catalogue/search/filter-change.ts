/**
 * How the search UI changes the search state: every change starts again at page 1, a new place
 * drops the map area (bounds, near, a drawn area) that belonged to the old one, and the result is normalised
 * like a parsed URL (so the URL pushed is the URL the server will echo). Pure and client-safe.
 */
import { DEFAULT_MAX_PRICE, normalizeFilters, type SearchFilters } from "./filters";

export type FilterPatch = Partial<Omit<SearchFilters, "page" | "per_page">> & { page?: number };

export function applyFilterChange(current: SearchFilters, patch: FilterPatch): SearchFilters {
  const next: SearchFilters = { ...current, page: 1, ...patch };
  if (patch.esGeo) {
    next.bounds = patch.bounds ?? null;
    next.near = patch.near ?? null;
    next.area = patch.area ?? null;
  }
  // A map click (near), a map area (bounds) and a drawn area are three ways to say where: the newest wins.
  if (patch.near || patch.bounds || patch.area) {
    next.near = patch.near ?? null;
    next.bounds = patch.bounds ?? null;
    next.area = patch.area ?? null;
  }
  // The default ceiling only came along with a minimum: it goes when the minimum goes.
  if (next.pricefrom === null && next.priceto === DEFAULT_MAX_PRICE) next.priceto = null;
  return normalizeFilters(next);
}

/** The path segments after `{basePath}/search` of a pathname; null when it is no search page. */
export function searchSegments(pathname: string, basePath: string): string[] | null {
  const root = `${basePath}/search`;
  if (pathname !== root && !pathname.startsWith(`${root}/`)) return null;
  return pathname.slice(root.length).split("/").filter(Boolean);
}
