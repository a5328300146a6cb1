/** The choices the search filters offer. Pure and client-safe. */
import { ROOM_CAP, type SearchFilters } from "./filters";

/** Price steps in whole euros: finer where most new builds sell, coarser at the top. */
export const PRICE_STEPS: readonly number[] = [
  100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 600_000, 700_000, 800_000, 900_000,
  1_000_000, 1_250_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 4_000_000, 5_000_000,
];

/** Minimum rooms: 1+ up to the cap (10+). */
export const ROOM_MINIMUMS: readonly number[] = Array.from({ length: ROOM_CAP }, (_, index) => index + 1);

/** Living area steps in m². */
export const AREA_STEPS: readonly number[] = [50, 75, 100, 125, 150, 200, 250, 300, 400, 500];
/** Plot area steps in m². */
export const PLOT_STEPS: readonly number[] = [100, 250, 500, 750, 1_000, 1_500, 2_000, 3_000, 5_000];
/** Distance to the beach in metres, at most. */
export const BEACH_STEPS: readonly number[] = [500, 1_000, 2_000, 5_000, 10_000];
/** Estimated minutes by road to the nearest airport, at most. */
export const AIRPORT_STEPS: readonly number[] = [30, 45, 60, 90];

/** How far the published catalogue reaches (lib/catalogue/search/reach.ts); null where it tells nothing. */
export interface CatalogueReach {
  /** The most bedrooms and bathrooms any project offers. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** The shortest distance to the beach, in metres. */
  beachM: number | null;
  /** The shortest estimated drive to an airport, in minutes. */
  airportMinutes: number | null;
}

/** "1+" up to the most rooms the catalogue has (a "9+" no project offers matches nothing), and the current choice. */
export function roomMinimums(most: number | null, current: number | null): number[] {
  const reachable = most === null ? ROOM_MINIMUMS : ROOM_MINIMUMS.filter((count) => count <= most);
  return current !== null && !reachable.includes(current) ? [...reachable, current].sort((a, b) => a - b) : [...reachable];
}

/** The steps some project lies within ("Tot 0,5 km" of the beach only when one does), and the current choice. */
export function reachableOptions(steps: readonly number[], nearest: number | null, current: number | null): number[] {
  const reachable = nearest === null ? steps : steps.filter((step) => step >= nearest);
  return priceOptions(current, reachable);
}

/** Each amount a select can offer, with its text: `€ 250.000`, `150 m²`, `Tot 2 km`, `Tot 45 min`. */
export type FilterOptionLabels = { price: Record<number, string>; area: Record<number, string>; beach: Record<number, string>; airport: Record<number, string> };
type OptionAmounts = Pick<SearchFilters, "pricefrom" | "priceto" | "area_min" | "area_max" | "plot_min" | "plot_max" | "beach_max" | "airport_max">;

/**
 * The texts of every option the filter selects can show (the steps and a shared URL's own amounts),
 * written on the server: the browser then hydrates the filter form without an Intl formatter (the
 * first one it builds costs a phone a long task).
 */
export function filterOptionLabels(show: { [K in keyof FilterOptionLabels]: (amount: number) => string }, filters: OptionAmounts): FilterOptionLabels {
  const labels = (kind: keyof FilterOptionLabels, steps: readonly number[], current: Array<number | null>) =>
    Object.fromEntries(current.reduce<number[]>((all, amount) => priceOptions(amount, all), [...steps]).map((amount) => [amount, show[kind](amount)]));
  return {
    price: labels("price", PRICE_STEPS, [filters.pricefrom, filters.priceto]),
    area: labels("area", [...new Set([...AREA_STEPS, ...PLOT_STEPS])], [filters.area_min, filters.area_max, filters.plot_min, filters.plot_max]),
    beach: labels("beach", BEACH_STEPS, [filters.beach_max]),
    airport: labels("airport", AIRPORT_STEPS, [filters.airport_max]),
  };
}

/** The steps plus the current value when a shared URL carries an amount between two steps. */
export function priceOptions(current: number | null, steps: readonly number[] = PRICE_STEPS): number[] {
  return current && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : [...steps];
}
