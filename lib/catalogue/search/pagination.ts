/** Page numbers for a pager: the first, the last and two either side of the current one. Pure. */

export type PageItem = number | "gap";

export function totalPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (pages <= 1) return [1];
  const wanted = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) wanted.add(page);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push("gap");
    items.push(page);
  }
  return items;
}
