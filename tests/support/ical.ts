/**
 * Reads an .ics with a real iCalendar parser (ical.js, Mozilla's): the tests check what a calendar
 * app would see, with the VTIMEZONE of the file itself registered to turn local times into instants.
 */
import ICAL from "ical.js";

export interface ParsedEvent {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  location: string | null;
  summary: string | null;
  /** The TZID parameter of DTSTART and the local wall-clock time it names. */
  tzid: string | null;
  localStart: string;
  /** The instant, through the file's VTIMEZONE. */
  start: Date;
  end: Date;
  organizer: string | null;
  attendees: string[];
}

export function parseIcs(text: string): { timezones: string[]; events: ParsedEvent[]; method: string | null } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents("vtimezone").map((component) => {
    const zone = new ICAL.Timezone(component);
    ICAL.TimezoneService.register(zone);
    return String(component.getFirstPropertyValue("tzid"));
  });
  const method = (calendar.getFirstPropertyValue("method") as string | null) ?? null;
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty("dtstart")!;
    const start = event.startDate;
    return {
      method,
      uid: event.uid,
      sequence: event.sequence,
      status: (component.getFirstPropertyValue("status") as string | null) ?? null,
      location: event.location,
      summary: event.summary,
      tzid: (dtstart.getParameter("tzid") as string | undefined) ?? null,
      localStart: `${String(start.hour).padStart(2, "0")}:${String(start.minute).padStart(2, "0")}`,
      start: start.toJSDate(),
      end: event.endDate.toJSDate(),
      organizer: (component.getFirstPropertyValue("organizer") as string | null)?.replace(/^mailto:/i, "mailto:") ?? null,
      // "MAILTO:" and "mailto:" are the same URI scheme.
      attendees: component.getAllProperties("attendee").map((property) => String(property.getFirstValue()).replace(/^mailto:/i, "mailto:")),
    };
  });
  return { timezones, events, method };
}
