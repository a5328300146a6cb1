/**
 * The comparison list: up to four projects picked from cards, kept in local storage (per site) so
 * it survives navigation, and passed to the comparison page as `?ids=1,2,3` (read by
 * `compare-ids.ts`). Pure and client-safe, without a schema library (it runs on the search page).
 */
import { readStored, type StoredFormat } from "../storage/local-store";

export const COMPARE_MAX = 4;

/** What the compare bar shows of a picked project, without asking the server. */
export interface CompareItem {
  id: number;
  name: string;
  /** The project page: an internal path. */
  url: string;
  image: string | null;
  town: string;
}

const text = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max;

/** A stored entry as a CompareItem, or null when anything about it is off (e.g. a link off-site). */
export function toCompareItem(value: unknown): CompareItem | null {
  if (!value || typeof value !== "object") return null;
  const { id, name, url, image, town } = value as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!text(name, 200) || !text(town, 160) || !text(url, 500) || !/^\/(?!\/)\S*$/.test(url)) return null;
  if (image !== null && !text(image, 500)) return null;
  return { id, name, url, image: image ?? null, town };
}

export type CompareChange = "added" | "removed" | "full";

export function compareStorageKey(suffix: string): string {
  return `compare${suffix}`;
}

export function isCompared(list: readonly CompareItem[], id: number): boolean {
  return list.some((item) => item.id === id);
}

/** Adds or removes a project; a fifth pick leaves the list as it is and reports "full". */
export function toggleCompare(list: readonly CompareItem[], item: CompareItem, max = COMPARE_MAX): { list: CompareItem[]; change: CompareChange } {
  if (isCompared(list, item.id)) return { list: removeFromCompare(list, item.id), change: "removed" };
  if (list.length >= max) return { list: [...list], change: "full" };
  return { list: [...list, item], change: "added" };
}

export function removeFromCompare(list: readonly CompareItem[], id: number): CompareItem[] {
  return list.filter((item) => item.id !== id);
}

/**
 * The stored list (a bare JSON array), validated item by item: bad entries and duplicates are
 * dropped, at most four kept. An empty list removes the entry.
 */
export const COMPARE_FORMAT: StoredFormat<readonly CompareItem[]> = {
  empty: [],
  decode: (json) => {
    if (!Array.isArray(json)) return [];
    const items: CompareItem[] = [];
    for (const entry of json) {
      const item = toCompareItem(entry);
      if (item && !isCompared(items, item.id)) items.push(item);
    }
    return items.slice(0, COMPARE_MAX);
  },
  encode: (list) => (list.length ? list : null),
};

export function parseCompareList(text: string | null | undefined): readonly CompareItem[] {
  return readStored(COMPARE_FORMAT, text);
}

/** The comparison page for a list (prefix it with the site's base path via `sitePath`). */
export function comparePath(list: readonly Pick<CompareItem, "id">[]): string {
  return list.length ? `/compare?ids=${list.map((item) => item.id).join(",")}` : "/compare";
}
