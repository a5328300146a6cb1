/** Fixed "now" of the demo catalogue: seeded timestamps are this date minus generated offsets, never the clock. */
export const BASE_DATE = Date.UTC(2026, 0, 15, 9, 0, 0);
export const DAY = 86_400_000;

export function daysBefore(days: number): Date {
  return new Date(BASE_DATE - days * DAY);
}
