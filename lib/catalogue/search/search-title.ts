/**
 * Headings, titles and descriptions of search pages, built from the filters and the names of the
 * selected places: "Nieuwbouw villa's in Marbella, Costa del Sol". The words are ICU messages under
 * `searchTitle` (plurals, the type names as a select); the caller passes next-intl's translator and
 * formatter: `getTranslations("searchTitle")` and `getFormatter()` in `generateMetadata`,
 * `useTranslations("searchTitle")` and `useFormatter()` in a server component. Pure.
 */
import type { createFormatter, createTranslator, Messages } from "next-intl";
import { FILTER_NAMES, isChosen, SEARCH_FILTERS, type FilterName, type SearchFilters, type SummaryWords } from "./filters";
import type { ResolvedGeo } from "./geo-match";

export interface TitleWords {
  t: ReturnType<typeof createTranslator<Messages, "searchTitle">>;
  format: ReturnType<typeof createFormatter>;
}

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

/** "villa's", "appartementen en penthouses". */
export function typeWords(cat: readonly number[], { t, format }: TitleWords): string {
  return format.list(
    cat.map((id) => t("type", { type: String(id) })),
    { type: "conjunction" },
  );
}

/** "Marbella, Costa del Sol", "Costa del Sol", "provincie Alicante", "Spanje". */
export function placePhrase(names: PlaceNames, { t }: Pick<TitleWords, "t">): string {
  const area = names.region ?? names.province;
  if (names.town) return area ? t("townIn", { town: names.town, area }) : names.town;
  if (names.region) return names.region;
  if (names.province) return t("province", { province: names.province });
  return names.country ?? t("everywhere");
}

/** The place with its preposition: "aan de Costa del Sol" (a coast alone), else "in Marbella, Costa del Sol". */
function placeWithPreposition(names: PlaceNames, words: Pick<TitleWords, "t">): string {
  const coastAlone = Boolean(names.region) && !names.town;
  return words.t("at", { kind: coastAlone ? "coast" : "place", place: placePhrase(names, words) });
}

/** Building land is not a "new build": land alone reads "Bouwgrond in ...". */
const LAND_TYPE = 7;

/** The h1: "Nieuwbouw villa's in Marbella, Costa del Sol"; without types "Nieuwbouwprojecten aan de ...". */
export function searchHeading(filters: Pick<SearchFilters, "cat">, names: PlaceNames, words: TitleWords): string {
  const at = placeWithPreposition(names, words);
  if (filters.cat.length === 1 && filters.cat[0] === LAND_TYPE) return words.t("headingLand", { at });
  const types = typeWords(filters.cat, words);
  return types ? words.t("headingTypes", { types, at }) : words.t("heading", { at });
}

/** The document title (the site name is added by the layout's template). */
export function searchTitle(filters: SearchFilters, names: PlaceNames, total: number, words: TitleWords): string {
  return words.t("title", { heading: searchHeading(filters, names, words), count: total, page: filters.page });
}

function summaryOf<K extends FilterName>(name: K, filters: SearchFilters): SummaryWords | null {
  const value = filters[name];
  return isChosen(name, value) ? (SEARCH_FILTERS[name].summary?.(value, filters) ?? null) : null;
}

/** The chosen filters in words, in table order: "vanaf 3 slaapkamers, vanaf 2 badkamers, € 200.000 - € 500.000". */
export function filterSummary(filters: SearchFilters, { t, format }: TitleWords): string {
  const parts = FILTER_NAMES.flatMap((name) => summaryOf(name, filters) ?? []).map(({ message, values, list }) => {
    if (!list) return t(`summary.${message}`, values);
    const items = list.codes.map((code) => t(`summary.${list.item}`, { code }));
    return t(`summary.${message}`, { ...values, [list.name]: format.list(items, { type: list.type }) });
  });
  return format.list(parts, { type: "unit", style: "short" });
}

export function searchDescription(filters: SearchFilters, names: PlaceNames, total: number, words: TitleWords): string {
  const types = typeWords(filters.cat, words);
  const summary = filterSummary(filters, words);
  return words.t("description", {
    count: total,
    hasTypes: types ? "yes" : "no",
    types,
    at: placeWithPreposition(names, words),
    hasSummary: summary ? "yes" : "no",
    summary,
  });
}
