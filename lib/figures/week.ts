/**
 * The figures' weeks: ISO weeks (Monday to Sunday) in Dutch time, named by their Monday (`YYYY-MM-DD`)
 * in the database and as `YYYY-Www` in URLs. One time zone for every partner: their visitors and
 * offices are in the Netherlands and Belgium. Pure and client-safe.
 */
export const FIGURES_TIME_ZONE = "Europe/Amsterdam";

const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: FIGURES_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day of `at` in Dutch time, as a UTC midnight (for day arithmetic). */
function localDay(at: Date): Date {
  return new Date(`${dayFormat.format(at)}T00:00:00Z`);
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The Monday of the day's ISO week (day: a UTC midnight). */
function mondayOf(day: Date): Date {
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The last minute asked for: each counted view asks, and formatting a date in a time zone costs microseconds. */
let lastMinute: { minute: number; week: string } | null = null;

/** The Monday (`YYYY-MM-DD`) of the ISO week `at` falls in, in Dutch time. Weeks begin on a whole minute (offsets are whole hours). */
export function weekStart(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastMinute?.minute !== minute) lastMinute = { minute, week: isoDay(mondayOf(localDay(at))) };
  return lastMinute.week;
}

/** `2026-11-23` -> `2026-W48` (the ISO year is the Thursday's). */
export function weekName(monday: string): string {
  const thursday = new Date(Date.parse(`${monday}T00:00:00Z`) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const week = 1 + Math.round((mondayOf(thursday).getTime() - mondayOf(firstThursday).getTime()) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export const WEEK_NAME = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/;

/** `2026-W48` -> its Monday `2026-11-23`; null when the year has no such week. */
export function weekMonday(name: string): string | null {
  const match = WEEK_NAME.exec(name);
  if (!match) return null;
  const firstMonday = mondayOf(new Date(Date.UTC(Number(match[1]), 0, 4)));
  const monday = isoDay(new Date(firstMonday.getTime() + (Number(match[2]) - 1) * 7 * DAY_MS));
  return weekName(monday) === name ? monday : null;
}

/** The Mondays from `from` to `to` (both `YYYY-MM-DD` Mondays), oldest first. */
export function mondaysBetween(from: string, to: string): string[] {
  const mondays: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 7 * DAY_MS) mondays.push(isoDay(new Date(at)));
  return mondays;
}

/** The Monday `weeks` weeks before the given Monday. */
export function weeksBefore(monday: string, weeks: number): string {
  return isoDay(new Date(Date.parse(`${monday}T00:00:00Z`) - weeks * 7 * DAY_MS));
}
