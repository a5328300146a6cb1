/** The viewings' iCalendar text, read back with a real parser; the Madrid clock; trips. */
import { describe, expect, it } from "vitest";
import { feedIcs, invitationIcs, type IcsViewing } from "@/lib/crm/viewings/ics";
import { clockTimes, madridInstant, madridParts } from "@/lib/crm/viewings/time";
import { groupTrips } from "@/lib/crm/viewings/trips";
import { parseIcs } from "../support/ical";

const viewing = (startsAt: Date, over: Partial<IcsViewing> = {}): IcsViewing => ({
  uid: "viewing-test@costa-nieuwbouw",
  sequence: 0,
  startsAt,
  durationMinutes: 90,
  summary: "Bezichtiging Residencial Mar – Jan Jansen",
  description: "Plaza Mayor 1",
  meetingPoint: "Plaza Mayor 1, Torrevieja",
  status: "planned",
  organizer: { name: "Ana Agent", email: "ana@partner.test" },
  attendees: [{ name: "Jan Jansen", email: "jan@example.nl" }, { name: "Ana Agent", email: "ana@partner.test" }],
  updatedAt: new Date("2026-11-27T12:00:00Z"),
  ...over,
});

describe("a viewing's invitation", () => {
  it("is METHOD:REQUEST with Europe/Madrid's VTIMEZONE and DTSTART in Madrid time (winter and summer)", () => {
    for (const [iso, expected] of [["2027-03-27T09:00:00Z", "10:00"], ["2027-07-01T08:30:00Z", "10:30"]] as const) {
      const at = new Date(iso);
      const parsed = parseIcs(invitationIcs(viewing(at), "REQUEST"));
      expect(parsed.method).toBe("REQUEST");
      expect(parsed.timezones).toEqual(["Europe/Madrid"]);
      const [event] = parsed.events;
      expect(event!.tzid).toBe("Europe/Madrid");
      expect(event!.localStart).toBe(expected);
      expect(event!.start.toISOString()).toBe(at.toISOString());
      expect(event!.end.getTime() - event!.start.getTime()).toBe(90 * 60_000);
      expect(event!.location).toBe("Plaza Mayor 1, Torrevieja");
      expect(event!.sequence).toBe(0);
      expect(event!.organizer).toBe("mailto:ana@partner.test");
      expect(event!.attendees).toEqual(["mailto:jan@example.nl", "mailto:ana@partner.test"]);
    }
  });

  it("keeps the UID, carries the raised SEQUENCE on an update, and METHOD:CANCEL with STATUS:CANCELLED on a cancellation", () => {
    const at = new Date("2027-05-10T07:00:00Z");
    const update = parseIcs(invitationIcs(viewing(at, { sequence: 1 }), "REQUEST")).events[0]!;
    expect(update.uid).toBe("viewing-test@costa-nieuwbouw");
    expect(update.sequence).toBe(1);
    const cancel = parseIcs(invitationIcs(viewing(at, { sequence: 2, status: "cancelled" }), "CANCEL"));
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.events[0]!.sequence).toBe(2);
    expect(cancel.events[0]!.status).toBe("CANCELLED");
    expect(cancel.events[0]!.uid).toBe("viewing-test@costa-nieuwbouw");
  });

  it("writes DTSTAMP in UTC", () => {
    expect(invitationIcs(viewing(new Date("2027-05-10T07:00:00Z")), "REQUEST")).toMatch(/\r\nDTSTAMP:20261127T120000Z\r\n/);
  });

  it("a feed is METHOD:PUBLISH, cancelled viewings marked cancelled", () => {
    const parsed = parseIcs(feedIcs("Bezichtigingen Ana", [viewing(new Date("2027-05-10T07:00:00Z")), viewing(new Date("2027-05-11T07:00:00Z"), { uid: "other@x", status: "cancelled", organizer: null, attendees: [] })]));
    expect(parsed.method).toBe("PUBLISH");
    expect(parsed.events.map((event) => [event.uid, event.status])).toEqual([["viewing-test@costa-nieuwbouw", "CONFIRMED"], ["other@x", "CANCELLED"]]);
  });
});

describe("Spanish time", () => {
  it("turns a Madrid day and time into the instant, across daylight saving", () => {
    expect(madridInstant("2027-01-15", "10:00")!.toISOString()).toBe("2027-01-15T09:00:00.000Z");
    expect(madridInstant("2027-07-15", "10:00")!.toISOString()).toBe("2027-07-15T08:00:00.000Z");
    expect(madridParts(new Date("2027-07-15T08:00:00Z"))).toEqual({ date: "2027-07-15", time: "10:00" });
  });

  it("refuses the hour that does not exist when the clocks go forward", () => {
    expect(madridInstant("2027-03-28", "02:30")).toBeNull();
  });

  it("computes the Dutch time rather than assuming it", () => {
    expect(clockTimes(new Date("2027-07-15T08:00:00Z"))).toEqual({ spain: "10:00", netherlands: "10:00" });
  });
});

describe("trips", () => {
  it("groups one buyer's viewings within a few days, apart from another buyer's and a later visit", () => {
    const row = (id: number, day: string, buyerKey: string) => ({ id, startsAt: new Date(`${day}T09:00:00Z`), buyerKey });
    const trips = groupTrips([row(1, "2027-05-10", "a"), row(2, "2027-05-12", "a"), row(3, "2027-05-11", "b"), row(4, "2027-06-20", "a")]);
    expect(trips.map((trip) => trip.map((item) => item.id))).toEqual([[1, 2], [3], [4]]);
  });
});
