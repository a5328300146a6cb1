/**
 * A visitor's favorite projects as a list of project ids, newest first. Pure and client-safe
 * (schema-free: it runs in every card's favorite button), so it is tested without a browser.
 *
 * Stored form (one local-storage entry, see `favorites-store.ts`): `{"v":1,"ids":[12,7,3]}`.
 * The version lets a later format (e.g. with the time a project was saved) read or drop this one.
 */
import { readStored, writeStored, type StoredFormat } from "../storage/local-store";

const FAVORITES_VERSION = 1;
/** Enough for any real shortlist; keeps a runaway or hostile entry from growing without end. */
export const FAVORITES_MAX = 100;

export type FavoriteChange = "added" | "removed";

/** A project id as the database hands them out (serial: positive 32-bit integers). */
function isProjectId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}

export function isFavorite(ids: readonly number[], id: number): boolean {
  return ids.includes(id);
}

/** Valid ids only, duplicates dropped (the first, newest, kept), at most `max`. */
export function cleanFavorites(values: readonly unknown[], max = FAVORITES_MAX): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (ids.length >= max) break;
    if (isProjectId(value) && !ids.includes(value)) ids.push(value);
  }
  return ids;
}

/**
 * The stored entry: a versioned list. Anything else (no entry, broken JSON, another version,
 * another app's value under the same key) reads as "no favorites" instead of an error: the next
 * toggle overwrites it. An empty list removes the entry.
 */
export const FAVORITES_FORMAT: StoredFormat<readonly number[]> = {
  empty: [],
  version: FAVORITES_VERSION,
  decode: ({ ids }) => (Array.isArray(ids) ? cleanFavorites(ids) : []),
  encode: (ids) => (ids.length ? { ids: cleanFavorites(ids) } : null),
};

export function parseFavorites(text: string | null | undefined): readonly number[] {
  return readStored(FAVORITES_FORMAT, text);
}

export function serializeFavorites(ids: readonly number[]): string | null {
  return writeStored(FAVORITES_FORMAT, ids);
}

/** Adds a project (in front: newest first) or removes it. A full list drops its oldest entry. */
export function toggleFavorite(ids: readonly number[], id: number, max = FAVORITES_MAX): { ids: number[]; change: FavoriteChange } {
  if (isFavorite(ids, id)) return { ids: ids.filter((entry) => entry !== id), change: "removed" };
  return { ids: cleanFavorites([id, ...ids], max), change: "added" };
}

/**
 * One list from two, e.g. the server's favorites and the ones saved in this browser before
 * logging in (for the accounts issue): `first` keeps its order, `second` adds what is missing.
 */
export function mergeFavorites(first: readonly number[], second: readonly number[], max = FAVORITES_MAX): number[] {
  return cleanFavorites([...first, ...second], max);
}
