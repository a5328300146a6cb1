import "server-only";
/**
 * The iCalendar text of viewings (RFC 5545/5546) with ical-generator: an invitation (METHOD:REQUEST,
 * or METHOD:CANCEL) and a user's feed. Times are written as Spanish local time with TZID=Europe/Madrid
 * and its VTIMEZONE (from @touch4it/ical-timezones), so calendars show the right hour in any zone.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { inMadrid, VIEWING_ZONE } from "./time";

export interface IcsViewing {
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  meetingPoint: string;
  status: "planned" | "done" | "cancelled";
  /** The agent: the organiser. */
  organizer: { name: string; email: string } | null;
  attendees: { name: string; email: string }[];
  updatedAt: Date;
}

const PRODUCT = { company: "Costa Nieuwbouw", product: "CRM", language: "NL" };

function calendar(method: ICalCalendarMethod | null, name?: string): ICalCalendar {
  const cal = new ICalCalendar({ prodId: PRODUCT, ...(method ? { method } : {}), ...(name ? { name } : {}) });
  // The calendar's own zone stays unset so that DTSTAMP is UTC; each event names Europe/Madrid.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  return cal;
}

function addEvent(cal: ICalCalendar, viewing: IcsViewing, cancelled: boolean): void {
  const start = inMadrid(viewing.startsAt);
  cal.createEvent({
    id: viewing.uid,
    sequence: viewing.sequence,
    stamp: viewing.updatedAt,
    start,
    end: start.plus({ minutes: viewing.durationMinutes }),
    timezone: VIEWING_ZONE,
    summary: viewing.summary,
    description: viewing.description,
    location: viewing.meetingPoint,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(viewing.organizer ? { organizer: viewing.organizer } : {}),
    attendees: viewing.attendees.map((attendee) => ({ ...attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION })),
  });
}

/** One viewing as a mailed invitation: REQUEST for a new or changed viewing, CANCEL when called off. */
export function invitationIcs(viewing: IcsViewing, method: "REQUEST" | "CANCEL"): string {
  const cal = calendar(method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addEvent(cal, viewing, method === "CANCEL");
  return cal.toString();
}

/** A user's feed: their viewings, cancelled ones marked so that subscribed calendars drop them. */
export function feedIcs(name: string, viewings: IcsViewing[]): string {
  const cal = calendar(ICalCalendarMethod.PUBLISH, name);
  for (const viewing of viewings) addEvent(cal, viewing, viewing.status === "cancelled");
  return cal.toString();
}
