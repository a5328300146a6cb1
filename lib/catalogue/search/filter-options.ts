/** The choices the search filters offer. Pure and client-safe. */
import { ROOM_CAP } from "./filters";

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

/** The steps plus the current value when a shared URL carries an amount between two steps. */
export function priceOptions(current: number | null, steps: readonly number[] = PRICE_STEPS): number[] {
  return current && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : [...steps];
}
