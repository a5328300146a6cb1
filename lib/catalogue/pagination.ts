/**
 * Page links of a paginated list: the `/for-sale` list and the search results share them (and the
 * `Pagination` component that shows them). Pure and client-safe.
 */

/** A page number, or a gap of two or more pages (shown as `…`). */
export type PageItem = number | "gap";

/** Pages needed for `total` items, `perPage` at a time: at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The first and last page and those `around` the current one; nothing when there is only one page. */
export function pageItems(current: number, count: number, around = 1): PageItem[] {
  if (count <= 1) return [];
  const wanted = new Set([1, count]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) wanted.add(page);
  const items: PageItem[] = [];
  let previous: number | null = null;
  for (const page of [...wanted].sort((a, b) => a - b)) {
    // A gap of exactly one page shows that page instead.
    if (previous !== null && page - previous === 2) items.push(previous + 1);
    else if (previous !== null && page - previous > 2) items.push("gap");
    items.push(page);
    previous = page;
  }
  return items;
}

/** `?page=` as a page number: null when malformed or below 1 (the caller answers 404 or shows page 1). */
export function parsePageParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
