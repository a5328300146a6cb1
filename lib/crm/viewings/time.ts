/**
 * Viewings happen in Spain: times are entered and mailed as Spanish local time (Europe/Madrid), and
 * the mail also says what time that is in the Netherlands, computed rather than assumed equal.
 */
import { DateTime } from "luxon";

export const VIEWING_ZONE = "Europe/Madrid";
const HOME_ZONE = "Europe/Amsterdam";

/** The instant of a Spanish day and time; null for a time that does not exist there (the spring-forward hour). */
export function madridInstant(date: string, time: string): Date | null {
  const local = DateTime.fromISO(`${date}T${time}`, { zone: VIEWING_ZONE });
  if (!local.isValid || local.toFormat("yyyy-MM-dd'T'HH:mm") !== `${date}T${time}`) return null;
  return local.toJSDate();
}

/** The Spanish day and time of an instant, as the plan form takes them. */
export function madridParts(at: Date): { date: string; time: string } {
  const local = DateTime.fromJSDate(at, { zone: VIEWING_ZONE });
  return { date: local.toFormat("yyyy-MM-dd"), time: local.toFormat("HH:mm") };
}

/** The clock time in Spain and in the Netherlands, for the mail's text. */
export function clockTimes(at: Date): { spain: string; netherlands: string } {
  return { spain: DateTime.fromJSDate(at, { zone: VIEWING_ZONE }).toFormat("HH:mm"), netherlands: DateTime.fromJSDate(at, { zone: HOME_ZONE }).toFormat("HH:mm") };
}

/** The Spanish calendar day of an instant as a Dutch long date ("zaterdag 27 maart 2027"). */
export function madridLongDate(at: Date): string {
  return DateTime.fromJSDate(at, { zone: VIEWING_ZONE }).setLocale("nl").toFormat("cccc d MMMM yyyy");
}

/** A luxon date-time in Madrid, as ical-generator needs it to write `DTSTART;TZID=Europe/Madrid`. */
export function inMadrid(at: Date): DateTime {
  return DateTime.fromJSDate(at, { zone: VIEWING_ZONE });
}
