/**
 * Every search filter, defined once: its name (which is also its field in the JSON API, in
 * `meta.filters` and its local-storage key), URL key, value kind and bounds (parse and serialise),
 * unset value, rules, label message and summary words. Everything else reads this table: the URL
 * (`url.ts`), the zod schemas and OpenAPI text (`schemas.ts`, worded in `filter-descriptions.ts`), the filter memory
 * (`saved-filters.ts`), the cache key (`keys.ts`), the SQL (`query.ts`), titles (`search-title.ts`).
 * Pure and client-safe, without zod (the search page runs it in the browser).
 *
 * Adding a filter touches at most nine files by hand (docs/search.md lists them for the energy label):
 *   1. this file: its field in `SearchFilters` and its entry in `FILTERS`, and its API description in
 *      `filter-descriptions.ts` (TypeScript asks for one); a list of choices with a
 *      `panel` entry gets its checkboxes in the filter panel from here (`components/search/filter-details.tsx`
 *      shows every such filter in table order), and the URL, the API's schemas and OpenAPI text, the
 *      cache key, the landing-page rule and the proxy matcher (`npm run proxy:matcher`) follow;
 *   2. `query.ts`: its SQL clause in `FILTER_CLAUSES` (TypeScript asks for one per `match` filter);
 *   3. `messages/nl.json` and `messages/en.json`: its label under `search` and its words under
 *      `searchTitle.summary` (the other locales follow `en`);
 *   and, for a filter on a new column, the column in `lib/db/schema.ts` (then `npm run db:generate`),
 *   its seed values and what the feed writes there. Another kind of control (a select, a range) is
 *   written in the panel by hand.
 *
 * Rules (spec section 5): bedrooms and bathrooms are minimums capped at 10; `priceto` defaults to
 * 10,000,000 when only `pricefrom` is set.
 */
import type { Messages } from "next-intl";
import { PROPERTY_TYPES } from "../property-types";
import type { AreaPoint } from "./polygon";
import { areaValue, boxValue, choice, choiceList, circleValue, flag, idList, integer, placeValue, text, type Bounds, type GeoSelection, type Near, type ValueCodec } from "./filter-values";

export const ROOM_CAP = 10;
export const DEFAULT_MAX_PRICE = 10_000_000;
/** The largest PostgreSQL `integer`, the type of the price and room columns: no price or room count beyond it is accepted. */
export const INT4_MAX = 2_147_483_647;
const DEFAULT_PER_PAGE = 24;
const MAX_PER_PAGE = 60;
const MAX_PAGE = 10_000;
const MAX_TYPES = 10;
export const SEARCH_ACCOUNT_ID = 1;
/** A map click searches a circle of this radius (km) unless it says otherwise. */
export const NEAR_RADIUS_KM = { min: 0.1, max: 200, default: 15 } as const;
/** Free text in a search (`q`) and in the suggestions: at most this many characters. */
export const SEARCH_TEXT_MAX = 100;

/** Sold-out projects (when listed) come last in every order. */
export const SORTS = ["relevance", "price_asc", "price_desc", "price_m2_asc", "area_desc", "delivery_asc", "newest", "price_cut"] as const;
export type Sort = (typeof SORTS)[number];
/** How results are shown: in the URL, but no filter (it changes nothing that is listed). */
export const VIEWS = ["grid", "strip", "map"] as const;
export type View = (typeof VIEWS)[number];

/** Build status: the `project_status` of the projects table. */
const STATUSES = ["off_plan", "under_construction", "key_ready"] as const;
type BuildStatus = (typeof STATUSES)[number];
/**
 * Delivery, on the calendar of Europe/Madrid: `ready` is key-ready or delivered (delivery date
 * today or earlier); the others are the year of a delivery still to come.
 */
export const DELIVERIES = ["ready", "this_year", "next_year", "later"] as const;
export type Delivery = (typeof DELIVERIES)[number];
/** Feature codes, read from a project's amenities by `project_features()` (migration 0010, which holds the same list). */
export const FEATURES = ["pool", "sea_view", "golf", "garden", "terrace", "parking", "lift", "air_conditioning"] as const;
export type Feature = (typeof FEATURES)[number];
/** The EU energy label of a project: the best of its homes' (a Kyero feed's `energy_rating/consumption`). */
const ENERGY_LABELS = ["A", "B", "C", "D", "E", "F", "G"] as const;
type EnergyLabel = (typeof ENERGY_LABELS)[number];

const CATALOGUE_TYPE_IDS: readonly number[] = PROPERTY_TYPES.map((type) => type.id);

/** Filters after normalisation: what the service runs, the URL holds and `meta.filters` returns. */
export interface SearchFilters {
  q: string | null;
  cat: number[];
  esGeo: GeoSelection;
  bedrooms: number | null;
  bathrooms: number | null;
  pricefrom: number | null;
  priceto: number | null;
  /** Living area (m²): the project's range overlaps the one asked for. */
  area_min: number | null;
  area_max: number | null;
  /** Plot area (m²), likewise; projects without plots never match. */
  plot_min: number | null;
  plot_max: number | null;
  status: BuildStatus[];
  delivery: Delivery | null;
  /** Every one of these features. */
  features: Feature[];
  /** Any of these energy labels. */
  energy_label: EnergyLabel[];
  /** Metres to the beach, at most. */
  beach_max: number | null;
  /** Estimated minutes by road to the nearest airport, at most (lib/catalogue/airports.ts). */
  airport_max: number | null;
  bounds: Bounds | null;
  near: Near | null;
  /** A drawn area: `[lat, lng]` points of a simple polygon (polygon.ts); only projects inside it. */
  area: AreaPoint[] | null;
  /** Sold-out projects (no unit available) are left out unless this is true; then they come last. */
  include_sold_out: boolean;
  sort: Sort;
  page: number;
  per_page: number;
}

export type FilterName = keyof SearchFilters;

/** Validated input (a parsed request body, URL or storage), before the rules are applied; null means unset. */
export type FilterInput = { [K in FilterName]?: SearchFilters[K] | null };

/**
 * What a filter changes: which projects match (`match`: an SQL clause and part of the cache key),
 * the place (resolved to geo ids first), the order, or which page is shown.
 */
export type FilterRole = "match" | "place" | "order" | "paging";

type SearchMessages = Messages["search"];
/** A message directly under `search` (not a group such as `sort`). */
type SearchLabel = { [K in keyof SearchMessages]: SearchMessages[K] extends string ? K : never }[keyof SearchMessages];
type SummaryMessage = keyof Messages["searchTitle"]["summary"];
/** A filter in words: a message under `searchTitle.summary` and its arguments. */
export interface SummaryWords {
  message: SummaryMessage;
  values: Record<string, number | string>;
  /** Codes, each said by the select message `item` (`{code, select, …}`), joined into the argument `name`. */
  list?: { name: string; item: SummaryMessage; codes: readonly string[]; type: "conjunction" | "disjunction" };
}

/**
 * A list of choices the filter panel shows as checkboxes, from the table alone: `options` names the
 * message group of the choices' words (without it the codes are the words, as energy labels are).
 */
interface ChoicePanel {
  columns: 1 | 2 | 4;
  options?: "catalogue.status" | "search.featureNames";
}

export interface FilterDefinition<V> {
  /** Its key in the query string; null for the place, which lives in the path. */
  urlKey: string | null;
  /** Its kind and bounds, with the codecs for the URL and for stored JSON. */
  value: ValueCodec<NonNullable<V>>;
  /** The value when nothing is chosen: never written to a URL or to storage. */
  unset: V;
  /** The rules for any value, whatever its source. */
  normalize?: (value: NonNullable<V>) => V;
  role: FilterRole;
  /** Remembered in local storage under its name plus the site's suffix (spec section 3). */
  remembered: boolean;
  /** Part of a search page's canonical URL (what is listed, not how it is shown). */
  canonical: boolean;
  /** Its label under the `search` messages. */
  label: SearchLabel | null;
  /** Its checkboxes in the filter panel (a `choiceList` value): the panel needs no code of its own. */
  panel?: ChoicePanel;
  /** How many active filters it counts as when chosen (default 1; order and paging never count). */
  count?: (value: NonNullable<V>) => number;
  /** Its words in a page title or description. */
  summary?: (value: NonNullable<V>, filters: SearchFilters) => SummaryWords | null;
}

const capRooms = (count: number) => (count > 0 ? Math.min(count, ROOM_CAP) : null);
const positiveOrUnset = (amount: number) => (amount > 0 ? amount : null);
const roomCount = integer(0, INT4_MAX);
const amount = integer(0, INT4_MAX);
const squareMetres = integer(0, INT4_MAX);
const metres = integer(0, INT4_MAX);
const minutes = integer(0, INT4_MAX);

/** Words of a min/max pair (areas): "vanaf 100 m²", "tot 200 m²", "100 - 200 m²". */
function rangeWords(from: number | null, to: number | null, messages: { from: SummaryMessage; to: SummaryMessage; range: SummaryMessage }): SummaryWords | null {
  if (from !== null && to !== null) return { message: messages.range, values: { from, to } };
  if (from !== null) return { message: messages.from, values: { area: from } };
  return to === null ? null : { message: messages.to, values: { area: to } };
}
const AREA_WORDS = { from: "areaFrom", to: "areaTo", range: "areaRange" } as const;
const PLOT_WORDS = { from: "plotFrom", to: "plotTo", range: "plotRange" } as const;
/** In the order of their table, each once. */
const inOrder = <T extends string>(table: readonly T[]) => (list: T[]) => table.filter((word) => list.includes(word));

function priceWords(from: number, to: number | null): SummaryWords {
  const upper = to === DEFAULT_MAX_PRICE ? null : to;
  if (upper === null) return { message: "priceFrom", values: { price: from } };
  return upper === from ? { message: "priceExact", values: { price: from } } : { message: "priceRange", values: { from, to: upper } };
}

/** The table, in URL order. Its literal types tell the roles apart (see `MatchFilterName`). */
const FILTERS = {
  q: {
    urlKey: "q",
    value: text(SEARCH_TEXT_MAX),
    unset: null,
    role: "match",
    remembered: false,
    canonical: true,
    label: "textLabel",
  },
  cat: {
    urlKey: "cat",
    value: idList(CATALOGUE_TYPE_IDS, MAX_TYPES, "onbekend woningtype"),
    unset: [],
    normalize: (ids) => [...new Set(ids)].sort((a, b) => a - b),
    role: "match",
    remembered: true,
    canonical: true,
    label: "typeLegend",
    count: (ids) => ids.length,
  },
  esGeo: {
    urlKey: null,
    value: placeValue,
    unset: {},
    normalize: (geo) => Object.fromEntries(Object.entries(geo).filter(([, slug]) => slug)),
    role: "place",
    remembered: true,
    canonical: true,
    label: "location",
    count: (geo) => (geo.region || geo.province || geo.town ? 1 : 0),
  },
  bedrooms: {
    urlKey: "bedrooms",
    value: roomCount,
    unset: null,
    normalize: capRooms,
    role: "match",
    remembered: true,
    canonical: true,
    label: "bedrooms",
    summary: (count) => ({ message: "bedrooms", values: { count } }),
  },
  bathrooms: {
    urlKey: "bathrooms",
    value: roomCount,
    unset: null,
    normalize: capRooms,
    role: "match",
    remembered: true,
    canonical: true,
    label: "bathrooms",
    summary: (count) => ({ message: "bathrooms", values: { count } }),
  },
  pricefrom: {
    urlKey: "pricefrom",
    value: amount,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: true,
    canonical: true,
    label: "priceFrom",
    summary: (from, filters) => priceWords(from, filters.priceto),
  },
  priceto: {
    urlKey: "priceto",
    value: amount,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: true,
    canonical: true,
    label: "priceTo",
    // The default ceiling only comes along with a minimum: it is no choice of its own.
    count: (to) => (to === DEFAULT_MAX_PRICE ? 0 : 1),
    summary: (to, filters) => (filters.pricefrom === null && to !== DEFAULT_MAX_PRICE ? { message: "priceTo", values: { price: to } } : null),
  },
  area_min: {
    urlKey: "area_min",
    value: squareMetres,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: false,
    canonical: true,
    label: "areaLegend",
    summary: (from, filters) => rangeWords(from, filters.area_max, AREA_WORDS),
  },
  area_max: {
    urlKey: "area_max",
    value: squareMetres,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: false,
    canonical: true,
    label: "areaLegend",
    summary: (to, filters) => (filters.area_min === null ? rangeWords(null, to, AREA_WORDS) : null),
  },
  plot_min: {
    urlKey: "plot_min",
    value: squareMetres,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: false,
    canonical: true,
    label: "plotLegend",
    summary: (from, filters) => rangeWords(from, filters.plot_max, PLOT_WORDS),
  },
  plot_max: {
    urlKey: "plot_max",
    value: squareMetres,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: false,
    canonical: true,
    label: "plotLegend",
    summary: (to, filters) => (filters.plot_min === null ? rangeWords(null, to, PLOT_WORDS) : null),
  },
  status: {
    urlKey: "status",
    value: choiceList(STATUSES),
    unset: [],
    normalize: inOrder(STATUSES),
    role: "match",
    remembered: false,
    canonical: true,
    label: "statusLegend",
    panel: { columns: 1, options: "catalogue.status" },
    count: (list) => list.length,
    summary: (list) => ({ message: "status", values: {}, list: { name: "list", item: "statusItem", codes: list, type: "disjunction" } }),
  },
  delivery: {
    urlKey: "delivery",
    value: choice(DELIVERIES),
    unset: null,
    role: "match",
    remembered: false,
    canonical: true,
    label: "deliveryLabel",
    summary: (delivery) => ({ message: "delivery", values: { delivery } }),
  },
  features: {
    urlKey: "features",
    value: choiceList(FEATURES),
    unset: [],
    normalize: inOrder(FEATURES),
    role: "match",
    remembered: false,
    canonical: true,
    label: "featuresLegend",
    panel: { columns: 2, options: "search.featureNames" },
    count: (list) => list.length,
    summary: (list) => ({ message: "features", values: {}, list: { name: "list", item: "featureItem", codes: list, type: "conjunction" } }),
  },
  energy_label: {
    urlKey: "energy_label",
    value: choiceList(ENERGY_LABELS),
    unset: [],
    normalize: inOrder(ENERGY_LABELS),
    role: "match",
    remembered: false,
    canonical: true,
    label: "energyLabelLegend",
    panel: { columns: 4 },
    count: (list) => list.length,
    summary: (list) => ({ message: "energyLabel", values: { labels: list.join(", ") } }),
  },
  beach_max: {
    urlKey: "beach_max",
    value: metres,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: false,
    canonical: true,
    label: "beachLabel",
    summary: (most) => ({ message: "beach", values: { km: most / 1000 } }),
  },
  airport_max: {
    urlKey: "airport_max",
    value: minutes,
    unset: null,
    normalize: positiveOrUnset,
    role: "match",
    remembered: false,
    canonical: true,
    label: "airportLabel",
    summary: (most) => ({ message: "airport", values: { minutes: most } }),
  },
  bounds: {
    urlKey: "bounds",
    value: boxValue,
    unset: null,
    role: "match",
    remembered: false,
    canonical: false,
    label: "mapArea",
  },
  near: {
    urlKey: "near",
    value: circleValue(NEAR_RADIUS_KM),
    unset: null,
    role: "match",
    remembered: false,
    canonical: false,
    label: "mapArea",
  },
  area: {
    urlKey: "area",
    value: areaValue,
    unset: null,
    role: "match",
    remembered: false,
    canonical: false,
    label: "drawnArea",
  },
  include_sold_out: {
    urlKey: "include_sold_out",
    value: flag,
    unset: false,
    role: "match",
    remembered: false,
    canonical: true,
    label: "includeSoldOut",
  },
  sort: {
    urlKey: "sort",
    value: choice(SORTS),
    unset: "relevance",
    role: "order",
    remembered: false,
    canonical: false,
    label: "sortLabel",
  },
  page: {
    urlKey: "page",
    value: integer(1, MAX_PAGE),
    unset: 1,
    role: "paging",
    remembered: false,
    canonical: true,
    label: null,
  },
  per_page: {
    urlKey: "per_page",
    value: integer(1, MAX_PER_PAGE),
    unset: DEFAULT_PER_PAGE,
    role: "paging",
    remembered: false,
    canonical: false,
    label: null,
  },
} satisfies { [K in FilterName]: FilterDefinition<SearchFilters[K]> };

/** Every filter's definition, typed by its value. */
export const SEARCH_FILTERS: { readonly [K in FilterName]: FilterDefinition<SearchFilters[K]> } = FILTERS;

/** The names in table order (the order of the query string). */
export const FILTER_NAMES = Object.keys(SEARCH_FILTERS) as FilterName[];

type NamesWhere<Key extends "role" | "remembered", Value> = { [K in FilterName]: (typeof FILTERS)[K][Key] extends Value ? K : never }[FilterName];
export type FilterNameWithRole<R extends FilterRole> = NamesWhere<"role", R>;
/** The filters that change which projects match: each has an SQL clause. */
export type MatchFilterName = FilterNameWithRole<"match">;
/** The lists of choices the filter panel shows as checkboxes (those with a `panel` entry). */
export type PanelFilterName = { [K in FilterName]: (typeof FILTERS)[K] extends { panel: ChoicePanel } ? K : never }[FilterName];
/** The filters the browser remembers (spec section 3: cat, esGeo, bathrooms, bedrooms, pricefrom, priceto). */
export type RememberedFilterName = NamesWhere<"remembered", true>;

function filterNames<K extends FilterName>(keep: (definition: FilterDefinition<unknown>, name: FilterName) => boolean): K[] {
  return FILTER_NAMES.filter((name) => keep(SEARCH_FILTERS[name] as FilterDefinition<unknown>, name)) as K[];
}

export function filterNamesWithRole<K extends FilterName>(...roles: FilterRole[]): K[] {
  return filterNames<K>((definition) => roles.includes(definition.role));
}

export const MATCH_FILTER_NAMES = filterNamesWithRole<MatchFilterName>("match");
export const REMEMBERED_FILTER_NAMES = filterNames<RememberedFilterName>((definition) => definition.remembered);
export const CANONICAL_FILTER_NAMES = filterNames((definition) => definition.canonical);

/** Builds a SearchFilters value filter by filter (the table's entries differ in type, so a loop needs this). */
function mapFilters(value: <K extends FilterName>(name: K) => SearchFilters[K]): SearchFilters {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, value(name)])) as unknown as SearchFilters;
}

/** Input read filter by filter (from a URL, from storage); undefined leaves a filter out. */
export function readFilters(read: <K extends FilterName>(name: K) => SearchFilters[K] | null | undefined): FilterInput {
  const entries = FILTER_NAMES.map((name) => [name, read(name)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as FilterInput;
}

/** The filters `names` of `filters`, every other one unset. */
export function keepFilters(filters: SearchFilters, names: readonly FilterName[]): SearchFilters {
  return mapFilters((name) => (names.includes(name) ? filters[name] : SEARCH_FILTERS[name].unset));
}

export function isUnset<K extends FilterName>(name: K, value: SearchFilters[K]): boolean {
  const unset = SEARCH_FILTERS[name].unset;
  return value === unset || JSON.stringify(value) === JSON.stringify(unset);
}

function normalizeOne<K extends FilterName>(name: K, value: SearchFilters[K] | null | undefined): SearchFilters[K] {
  const { unset, normalize } = SEARCH_FILTERS[name];
  if (value === null || value === undefined) return unset;
  return normalize ? normalize(value as NonNullable<SearchFilters[K]>) : value;
}

/** Applies every filter's rules, then the rules between filters (a range given the wrong way round is turned). */
export function normalizeFilters(input: FilterInput): SearchFilters {
  const filters = mapFilters((name) => normalizeOne(name, input[name]));
  if (filters.pricefrom !== null && filters.priceto === null) filters.priceto = DEFAULT_MAX_PRICE;
  if (filters.pricefrom !== null && filters.priceto !== null && filters.priceto < filters.pricefrom) {
    [filters.pricefrom, filters.priceto] = [filters.priceto, filters.pricefrom];
  }
  if (filters.area_min !== null && filters.area_max !== null && filters.area_max < filters.area_min) {
    [filters.area_min, filters.area_max] = [filters.area_max, filters.area_min];
  }
  if (filters.plot_min !== null && filters.plot_max !== null && filters.plot_max < filters.plot_min) {
    [filters.plot_min, filters.plot_max] = [filters.plot_max, filters.plot_min];
  }
  return filters;
}

export const EMPTY_FILTERS: SearchFilters = normalizeFilters({});

/** A filter that changes what is listed (a place included) with a value chosen. */
export function isChosen<K extends FilterName>(name: K, value: SearchFilters[K]): value is NonNullable<SearchFilters[K]> {
  return (SEARCH_FILTERS[name].role === "match" || SEARCH_FILTERS[name].role === "place") && value !== null && !isUnset(name, value);
}

/** True when any such filter is chosen: "clear all filters" has work. */
export function hasChosenFilter(filters: SearchFilters): boolean {
  return FILTER_NAMES.some((name) => isChosen(name, filters[name]));
}

/** How many filters are active (the toolbar's badge). */
export function activeFilterCount(filters: SearchFilters): number {
  return FILTER_NAMES.reduce((total, name) => total + countOne(name, filters[name]), 0);
}

function countOne<K extends FilterName>(name: K, value: SearchFilters[K]): number {
  return isChosen(name, value) ? (SEARCH_FILTERS[name].count?.(value) ?? 1) : 0;
}
