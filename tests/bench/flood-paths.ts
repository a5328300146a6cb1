/**
 * The filtered searches of the flood (tests/bench/flood.mts): 240 filter sets in turn, as many visitors'
 * filter clicks (each set a cached page once asked for), or with `fresh` a set nobody asked for before,
 * as a crawler walking every combination (each one a render).
 */
const SORTS = ["price_asc", "price_desc", "newest", "area_desc"];
export const FLOOD_SETS = 240;

export function floodPath(n: number, fresh = false): string {
  const path = `/demo/search?bedrooms=${(n % 5) + 1}&bathrooms=${(Math.floor(n / 5) % 3) + 1}&sort=${SORTS[n % SORTS.length]}&page=${(Math.floor(n / 15) % 4) + 1}`;
  return fresh ? `${path}&pricefrom=${10_000 + n}` : path;
}
