/**
 * The home page's search entry: a place, a type and a budget, turned into the main brand's search
 * URL by the search's own URL code (`searchPath`), so the filters read back exactly as chosen.
 * Pure and client-safe.
 */
import { isCatalogueTypeId } from "../catalogue/property-types";
import { normalizeFilters } from "../catalogue/search/filters";
import type { GeoSelection } from "../catalogue/search/filter-values";
import { searchPath } from "../catalogue/search/url";
import { mainSite, sitePath, type Site } from "../site/site";

/** Where the main brand's listings live (search and project pages): the main host's root (`/old` is the legacy mirror). */
export const MAIN_LISTINGS_BASE_PATH: "" | "/old" = "";

/** The main brand as its listings' links see it (search, project cards). */
export function mainListingsSite(): Site {
  return mainSite(MAIN_LISTINGS_BASE_PATH);
}

export interface SearchEntry {
  place: GeoSelection | null;
  typeId: number | null;
  /** The highest price in whole euros. */
  budget: number | null;
  /** Typed text that names no suggestion picked: searched as `q`. */
  text?: string | null;
}

/** `/old/search/spanje/costa-del-sol/marbella?cat=2&priceto=500000` for Marbella, villas, up to € 500.000. */
export function searchEntryHref({ place, typeId, budget, text = null }: SearchEntry): string {
  const filters = normalizeFilters({ q: text?.trim() || null, esGeo: place ?? {}, cat: typeId !== null && isCatalogueTypeId(typeId) ? [typeId] : [], priceto: budget });
  return sitePath(mainListingsSite(), searchPath(filters));
}
