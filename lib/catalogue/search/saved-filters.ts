/**
 * Filter choices remembered in the browser (spec section 3): one local-storage entry per filter
 * (`cat`, `esGeo`, `bathrooms`, `bedrooms`, `pricefrom`, `priceto`), each key with a per-site
 * suffix (`cat_demo`, `cat_main`) so partner sites never share a visitor's choices.
 * Pure and client-safe (schema-free: it runs on the search page): the caller passes the storage in,
 * so tests need no browser.
 */
import { CATALOGUE_TYPE_IDS, EMPTY_FILTERS, normalizeFilters, toGeoSelection, type FilterInput, type SearchFilters } from "./filter-core";

export const SAVED_FILTER_KEYS = ["cat", "esGeo", "bathrooms", "bedrooms", "pricefrom", "priceto"] as const;
export type SavedFilterKey = (typeof SAVED_FILTER_KEYS)[number];

/** The part of `Storage` these functions use. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `_demo` for a partner, `_main` for the main brand (and its `/old` mirror). */
export function storageSuffix(partnerSlug: string | null | undefined): string {
  return `_${partnerSlug || "main"}`;
}

export function storageKey(key: SavedFilterKey, suffix: string): string {
  return `${key}${suffix}`;
}

/** What each key holds for these filters; null means "nothing chosen" (the entry is removed). */
export function serializeSavedFilters(filters: SearchFilters): Record<SavedFilterKey, string | null> {
  const number = (value: number | null) => (value ? String(value) : null);
  return {
    cat: filters.cat.length ? JSON.stringify(filters.cat) : null,
    esGeo: Object.keys(filters.esGeo).length ? JSON.stringify(filters.esGeo) : null,
    bathrooms: number(filters.bathrooms),
    bedrooms: number(filters.bedrooms),
    pricefrom: number(filters.pricefrom),
    priceto: number(filters.priceto),
  };
}

/** Writes (or clears) every saved key for these filters. Storage errors (quota, privacy mode) are ignored. */
export function saveFilters(store: KeyValueStore, suffix: string, filters: SearchFilters): void {
  for (const [key, value] of Object.entries(serializeSavedFilters(filters)) as [SavedFilterKey, string | null][]) {
    try {
      if (value === null) store.removeItem(storageKey(key, suffix));
      else store.setItem(storageKey(key, suffix), value);
    } catch {
      // A full or blocked storage only loses the convenience of remembering.
    }
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readItem(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 999_999_999;

/**
 * The saved filters, validated value by value (a tampered entry is skipped, the rest kept);
 * null when nothing usable is saved.
 */
export function readSavedFilters(store: KeyValueStore, suffix: string): SearchFilters | null {
  const read = (key: SavedFilterKey) => parseJson(readItem(store, storageKey(key, suffix)));
  const input: FilterInput = {};
  const cat = read("cat");
  if (Array.isArray(cat)) input.cat = cat.filter((id): id is number => isCount(id) && CATALOGUE_TYPE_IDS.includes(id)).slice(0, 10);
  const esGeo = toGeoSelection(read("esGeo"));
  if (esGeo) input.esGeo = esGeo;
  for (const key of ["bathrooms", "bedrooms", "pricefrom", "priceto"] as const) {
    const value = read(key);
    if (isCount(value)) input[key] = value;
  }
  const filters = normalizeFilters(input);
  return hasSavedChoice(filters) ? filters : null;
}

/** True when any remembered filter is set (sort, page, view and map area are not remembered). */
export function hasSavedChoice(filters: SearchFilters): boolean {
  return Object.values(serializeSavedFilters(filters)).some((value) => value !== null);
}

/** A search URL "without any query or geo": the only kind a remembered search may replace. */
export function isBareSearch(segments: readonly string[], query: string): boolean {
  return segments.length === 0 && query.replace(/^\?/, "") === "";
}

/** The filters to restore on a bare search page: the saved ones on a clean first page. */
export function restoredFilters(store: KeyValueStore, suffix: string): SearchFilters | null {
  const saved = readSavedFilters(store, suffix);
  return saved ? { ...EMPTY_FILTERS, ...pick(saved) } : null;
}

function pick(filters: SearchFilters): Pick<SearchFilters, SavedFilterKey> {
  const { cat, esGeo, bathrooms, bedrooms, pricefrom, priceto } = filters;
  return { cat, esGeo, bathrooms, bedrooms, pricefrom, priceto };
}
