import "server-only";
/**
 * A saved search's filters: validated with the filter core's own request schema and normalised by its
 * rules, stored as `meta.filters` of `POST /api/properties` (which the schema reads back unchanged).
 * Paging never belongs to a saved search: it is stored as the first page.
 */
import { normalizeFilters, type FilterInput, type SearchFilters } from "../catalogue/search/filters";
import { resolveGeoSelection } from "../catalogue/search/geo";
import { savedSearchFiltersSchema } from "./schemas";

/** The stored form of validated input, with the canonical place; null when the place is unknown. */
export async function storedFilters(input: FilterInput): Promise<SearchFilters | null> {
  const filters = normalizeFilters(input);
  const geo = await resolveGeoSelection(filters.esGeo);
  if (!geo) return null;
  return { ...filters, esGeo: geo.selection, page: 1 };
}

/**
 * Stored filters back as a search. Rows written before the filter core changed still parse (new
 * filters take their defaults); a row that no longer parses is null, and its search is skipped.
 */
export function readStoredFilters(stored: unknown): SearchFilters | null {
  const parsed = savedSearchFiltersSchema.safeParse(stored);
  return parsed.success ? { ...normalizeFilters(parsed.data), page: 1 } : null;
}
