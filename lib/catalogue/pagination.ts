/** Page links for a paginated list: first, last and the pages around the current one, with gaps. Pure. */

export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

export function pageItems(current: number, count: number, around = 1): PageItem[] {
  if (count <= 1) return [];
  const pages = new Set([1, count]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) pages.add(page);
  // A gap of exactly one page shows that page instead.
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ kind: "page", page: page - 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page });
  });
  return items;
}

/** `?page=` as a page number: null when malformed or below 1 (the caller answers 404 or shows page 1). */
export function parsePageParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
