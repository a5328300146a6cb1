/**
 * Feed schedules: a standard five-field cron expression (minute hour day month weekday), read in the
 * Netherlands' time zone (the main brand's admins think in it). Pure helpers: no database here.
 */
import { CronExpressionParser } from "cron-parser";

const FEED_SCHEDULE_TIMEZONE = "Europe/Amsterdam";

/** True for a five-field cron expression that cron-parser accepts (seconds fields are not offered). */
export function isValidSchedule(expression: string): boolean {
  if (expression.trim().split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(expression, { tz: FEED_SCHEDULE_TIMEZONE, strict: false });
    return true;
  } catch {
    return false;
  }
}

/** The schedule's latest time at or before `now`. */
export function latestOccurrence(expression: string, now: Date): Date {
  const cron = CronExpressionParser.parse(expression, { currentDate: new Date(now.getTime() + 1), tz: FEED_SCHEDULE_TIMEZONE });
  return cron.prev().toDate();
}

/** The schedule's next time after `now` (for the admin page). */
export function nextOccurrence(expression: string, now: Date): Date {
  return CronExpressionParser.parse(expression, { currentDate: now, tz: FEED_SCHEDULE_TIMEZONE }).next().toDate();
}

/**
 * Due: the schedule has had a time since the source's last run started (or, never run, since it was
 * registered). A run that started after that time, by hand or by another instance, covers it.
 */
export function isDue(expression: string, lastStartedAt: Date | null, registeredAt: Date, now: Date): boolean {
  const since = lastStartedAt ?? registeredAt;
  return latestOccurrence(expression, now).getTime() > since.getTime();
}
