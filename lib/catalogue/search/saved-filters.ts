/**
 * Filter choices remembered in the browser (spec section 3): one local-storage entry per filter
 * the definition marks `remembered` (`cat`, `esGeo`, `bathrooms`, `bedrooms`, `pricefrom`,
 * `priceto`), each under the filter's name with a per-site suffix (`cat_demo`, `cat_main`) so
 * partner sites never share a visitor's choices. Each entry holds the value as JSON (`[1,12]`,
 * `{"country":"spanje"}`, `3`).
 * Pure and client-safe (schema-free: it runs on the search page): the caller passes the storage in,
 * so tests need no browser.
 */
import {
  isUnset,
  keepFilters,
  normalizeFilters,
  readFilters,
  REMEMBERED_FILTER_NAMES,
  SEARCH_FILTERS,
  type RememberedFilterName,
  type SearchFilters,
} from "./filters";

export type SavedFilterKey = RememberedFilterName;
const SAVED_FILTER_KEYS: readonly SavedFilterKey[] = REMEMBERED_FILTER_NAMES;

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
  const entries = SAVED_FILTER_KEYS.map((key) => [key, isUnset(key, filters[key]) ? null : JSON.stringify(filters[key])] as const);
  return Object.fromEntries(entries) as Record<SavedFilterKey, string | null>;
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

const isSaved = (name: string): name is SavedFilterKey => (SAVED_FILTER_KEYS as readonly string[]).includes(name);

/**
 * The saved filters, validated value by value against the filters' bounds (a tampered entry is
 * skipped, the rest kept); null when nothing usable is saved.
 */
export function readSavedFilters(store: KeyValueStore, suffix: string): SearchFilters | null {
  const input = readFilters((name) => (isSaved(name) ? SEARCH_FILTERS[name].value.fromJson(parseJson(readItem(store, storageKey(name, suffix)))) : undefined));
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
  return saved ? keepFilters(saved, SAVED_FILTER_KEYS) : null;
}
