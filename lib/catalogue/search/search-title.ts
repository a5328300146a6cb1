/**
 * Headings, titles and descriptions of search pages, built from the filters and the names of the
 * selected places: "Nieuwbouw villa's in Marbella, Costa del Sol". Pure and client-safe (Dutch only,
 * like the type labels: the site speaks nl).
 */
import { formatNumber, formatPriceRange } from "../format";
import { DEFAULT_MAX_PRICE, type SearchFilters } from "./filters";
import type { ResolvedGeo } from "./geo-match";

/** Lower-case plurals for running text, per type_id. */
const TYPE_WORDS: Readonly<Record<number, string>> = {
  1: "appartementen",
  12: "penthouses",
  2: "villa's",
  3: "geschakelde woningen",
  4: "bungalows",
  7: "bouwgrond",
  17: "overige woningen",
};

export interface PlaceNames {
  country?: string | null;
  region?: string | null;
  province?: string | null;
  town?: string | null;
}

/** The names a title uses: the costa or the province the URL chose (a town implies its costa). */
export function placeNamesOf(geo: ResolvedGeo | null): PlaceNames {
  if (!geo) return {};
  const byProvince = Boolean(geo.selection.province) && !geo.selection.region;
  return {
    country: geo.country?.name ?? null,
    region: byProvince ? null : (geo.region?.name ?? null),
    province: byProvince ? (geo.province?.name ?? null) : null,
    town: geo.town?.name ?? null,
  };
}

/** "a", "a en b", "a, b en c". */
export function joinDutch(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} en ${words.at(-1)}`;
}

export function typeWords(cat: readonly number[]): string {
  return joinDutch(cat.map((id) => TYPE_WORDS[id]).filter((word): word is string => Boolean(word)));
}

/** "Marbella, Costa del Sol", "Costa del Sol", "provincie Alicante", "Spanje". */
export function placePhrase(names: PlaceNames): string {
  const area = names.region ?? (names.province ? `provincie ${names.province}` : null);
  if (names.town) return names.region || names.province ? `${names.town}, ${names.region ?? names.province}` : names.town;
  return area ?? names.country ?? "Spanje";
}

/** The h1: "Nieuwbouw villa's in Marbella, Costa del Sol"; without types "Nieuwbouwprojecten in ...". */
export function searchHeading(filters: Pick<SearchFilters, "cat">, names: PlaceNames): string {
  const types = typeWords(filters.cat);
  return `${types ? `Nieuwbouw ${types}` : "Nieuwbouwprojecten"} in ${placePhrase(names)}`;
}

export function projectCount(total: number): string {
  return total === 1 ? "1 project" : `${formatNumber(total) || "0"} projecten`;
}

/** The document title (the site name is added by the layout's template). */
export function searchTitle(filters: SearchFilters, names: PlaceNames, total: number): string {
  const page = filters.page > 1 ? `, pagina ${filters.page}` : "";
  return `${searchHeading(filters, names)} (${projectCount(total)}${page})`;
}

/** The other filters in words: "vanaf 3 slaapkamers, vanaf 2 badkamers, € 200.000 - € 500.000". */
export function filterSummary(filters: SearchFilters): string {
  const parts: string[] = [];
  if (filters.bedrooms) parts.push(`vanaf ${filters.bedrooms} slaapkamer${filters.bedrooms === 1 ? "" : "s"}`);
  if (filters.bathrooms) parts.push(`vanaf ${filters.bathrooms} badkamer${filters.bathrooms === 1 ? "" : "s"}`);
  const upper = filters.priceto && filters.priceto !== DEFAULT_MAX_PRICE ? filters.priceto : null;
  if (filters.pricefrom && upper) parts.push(formatPriceRange(filters.pricefrom, upper));
  else if (filters.pricefrom) parts.push(`vanaf ${formatPriceRange(filters.pricefrom)}`);
  else if (upper) parts.push(`tot ${formatPriceRange(upper)}`);
  return parts.join(", ");
}

export function searchDescription(filters: SearchFilters, names: PlaceNames, total: number): string {
  const types = typeWords(filters.cat);
  const summary = filterSummary(filters);
  return [
    `${total === 1 ? "1 nieuwbouwproject" : `${formatNumber(total) || "0"} nieuwbouwprojecten`}${types ? ` met ${types}` : ""} in ${placePhrase(names)}${summary ? ` (${summary})` : ""}.`,
    "Vergelijk prijzen, slaapkamers, oppervlaktes en opleverdata en vraag prijslijsten en plattegronden aan.",
  ].join(" ");
}
