/**
 * A visitor's favourite projects as a list of project ids, newest first. Pure and client-safe
 * (schema-free: it runs in every card's favourite button), so it is tested without a browser.
 *
 * Stored form (one local-storage entry, see `favourites-store.ts`): `{"v":1,"ids":[12,7,3]}`.
 * The version lets a later format (e.g. with the time a project was saved) read or drop this one.
 */
import { readStored, writeStored, type StoredFormat } from "../storage/local-store";

export const FAVOURITES_VERSION = 1;
/** Enough for any real shortlist; keeps a runaway or hostile entry from growing without end. */
export const FAVOURITES_MAX = 100;

export type FavouriteChange = "added" | "removed";

/** A project id as the database hands them out (serial: positive 32-bit integers). */
export function isProjectId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}

export function isFavourite(ids: readonly number[], id: number): boolean {
  return ids.includes(id);
}

/** Valid ids only, duplicates dropped (the first, newest, kept), at most `max`. */
export function cleanFavourites(values: readonly unknown[], max = FAVOURITES_MAX): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (ids.length >= max) break;
    if (isProjectId(value) && !ids.includes(value)) ids.push(value);
  }
  return ids;
}

/**
 * The stored entry: a versioned list. Anything else (no entry, broken JSON, another version,
 * another app's value under the same key) reads as "no favourites" instead of an error: the next
 * toggle overwrites it. An empty list removes the entry.
 */
export const FAVOURITES_FORMAT: StoredFormat<readonly number[]> = {
  empty: [],
  version: FAVOURITES_VERSION,
  decode: ({ ids }) => (Array.isArray(ids) ? cleanFavourites(ids) : []),
  encode: (ids) => (ids.length ? { ids: cleanFavourites(ids) } : null),
};

export function parseFavourites(text: string | null | undefined): readonly number[] {
  return readStored(FAVOURITES_FORMAT, text);
}

export function serializeFavourites(ids: readonly number[]): string | null {
  return writeStored(FAVOURITES_FORMAT, ids);
}

/** Adds a project (in front: newest first) or removes it. A full list drops its oldest entry. */
export function toggleFavourite(ids: readonly number[], id: number, max = FAVOURITES_MAX): { ids: number[]; change: FavouriteChange } {
  if (isFavourite(ids, id)) return { ids: ids.filter((entry) => entry !== id), change: "removed" };
  return { ids: cleanFavourites([id, ...ids], max), change: "added" };
}

/**
 * One list from two, e.g. the server's favourites and the ones saved in this browser before
 * logging in (for the accounts issue): `first` keeps its order, `second` adds what is missing.
 */
export function mergeFavourites(first: readonly number[], second: readonly number[], max = FAVOURITES_MAX): number[] {
  return cleanFavourites([...first, ...second], max);
}
