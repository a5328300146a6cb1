/**
 * The day it is in Spain (Europe/Madrid), yyyy-mm-dd: the delivery filter's "ready", "this year"
 * and "next year" follow the Spanish calendar, whatever the server's time zone. Pure.
 */
const MADRID = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" });

export function madridToday(now: Date = new Date()): string {
  return MADRID.format(now);
}
