/**
 * The comparison list: up to four projects picked from cards, kept in local storage (per site) so
 * it survives navigation, and passed to the comparison page as `?ids=1,2,3`. Pure and client-safe.
 */
import { z } from "zod";

export const COMPARE_MAX = 4;

/** What the compare bar shows of a picked project, without asking the server. */
export const compareItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(200),
  url: z.string().regex(/^\/(?!\/)[^\s]*$/, "intern pad"),
  image: z.string().max(500).nullable(),
  town: z.string().max(160),
});
export type CompareItem = z.infer<typeof compareItemSchema>;

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

/** The stored list, validated item by item: bad entries and duplicates are dropped, at most four kept. */
export function parseCompareList(text: string | null | undefined): CompareItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CompareItem[] = [];
  for (const entry of value) {
    const parsed = compareItemSchema.safeParse(entry);
    if (parsed.success && !isCompared(items, parsed.data.id)) items.push(parsed.data);
  }
  return items.slice(0, COMPARE_MAX);
}

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `?ids=1,2,3` to project ids: malformed ids are ignored, duplicates dropped, the first four kept.
 * Repeated parameters (`?ids=1&ids=2`) are read too.
 */
export function parseCompareIds(value: string | string[] | undefined | null): number[] {
  const parts = (Array.isArray(value) ? value : [value ?? ""]).flatMap((part) => part.split(","));
  const ids: number[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const parsed = idSchema.safeParse(trimmed);
    if (parsed.success && !ids.includes(parsed.data)) ids.push(parsed.data);
  }
  return ids.slice(0, COMPARE_MAX);
}

/** The comparison page for a list (prefix it with the site's base path via `sitePath`). */
export function comparePath(list: readonly Pick<CompareItem, "id">[]): string {
  return list.length ? `/compare?ids=${list.map((item) => item.id).join(",")}` : "/compare";
}

/** The compare-bar entry of a project card. */
export function compareItemOf(card: { id: number; name: string; url: string; image: string | null; town: string }): CompareItem {
  return { id: card.id, name: card.name, url: card.url, image: card.image, town: card.town };
}
