import { describe, expect, it } from "vitest";
import { alertFor, receivesAlerts, seenSetChange, type MatchingProject, type SearchForMatching } from "@/lib/saved-searches/decide";
import { digestMoment } from "@/lib/saved-searches/matcher";
import { savedSearchAlertMail } from "@/lib/mail/templates/saved-search-alert";
import { unsubscribeHeaders } from "@/lib/saved-searches/unsubscribe";
import { partnerSite } from "../support/mail-sites";

const saved = new Date("2026-11-01T10:00:00Z");
const search = (over: Partial<SearchForMatching> = {}): SearchForMatching => ({ frequency: "instant", unsubscribedAt: null, matchedSince: saved, ...over });
const project = (over: Partial<MatchingProject> = {}): MatchingProject => ({
  id: 7,
  isNewMatch: false,
  priceFrom: 300_000,
  priceWas: null,
  lastCutAt: null,
  ...over,
});
const later = new Date("2026-11-02T08:00:00Z");

describe("the saved-search matcher's decisions", () => {
  it("alerts a project that matches for the first time (not in the search's seen set) as new", () => {
    expect(alertFor(search(), project({ isNewMatch: true }))).toEqual({ projectId: 7, reason: "new", price: 0 });
    expect(alertFor(search({ frequency: "daily" }), project({ isNewMatch: true }))).toEqual({ projectId: 7, reason: "new", price: 0 });
  });

  it("does not alert a project the search had already matched", () => {
    expect(alertFor(search(), project())).toBeNull();
  });

  it("alerts a price drop made after the search was saved, keyed by the new price", () => {
    expect(alertFor(search(), project({ priceWas: 350_000, lastCutAt: later }))).toEqual({ projectId: 7, reason: "price_drop", price: 300_000 });
  });

  it("ignores a cut from before the search was saved, a rise, and a project on request", () => {
    expect(alertFor(search(), project({ priceWas: 350_000, lastCutAt: new Date("2026-10-30T00:00:00Z") }))).toBeNull();
    expect(alertFor(search(), project({ priceWas: 250_000, lastCutAt: later }))).toBeNull();
    expect(alertFor(search(), project({ priceFrom: null, priceWas: 350_000, lastCutAt: later }))).toBeNull();
  });

  it("lists a project that is both new and cut once, as new", () => {
    expect(alertFor(search(), project({ isNewMatch: true, priceWas: 350_000, lastCutAt: later }))?.reason).toBe("new");
  });

  it("gives a paused search nothing", () => {
    expect(receivesAlerts(search({ frequency: "paused" }))).toBe(false);
    expect(alertFor(search({ frequency: "paused" }), project({ isNewMatch: true }))).toBeNull();
    expect(alertFor(search({ frequency: "paused" }), project({ priceWas: 350_000, lastCutAt: later }))).toBeNull();
  });

  it("gives an unsubscribed search nothing, whatever its frequency says", () => {
    const unsubscribed = search({ unsubscribedAt: later });
    expect(receivesAlerts(unsubscribed)).toBe(false);
    expect(alertFor(unsubscribed, project({ isNewMatch: true }))).toBeNull();
  });
});

describe("the seen set on saving and changing a search", () => {
  it("is recorded when an active search is saved, its filters change or it resumes", () => {
    expect(seenSetChange(null, "instant", true)).toBe("record");
    expect(seenSetChange(null, "daily", true)).toBe("record");
    expect(seenSetChange("daily", "daily", true)).toBe("record");
    expect(seenSetChange("paused", "instant", false)).toBe("record");
  });

  it("is dropped when the search pauses, and left alone otherwise", () => {
    expect(seenSetChange("instant", "paused", false)).toBe("forget");
    expect(seenSetChange("daily", "paused", true)).toBe("forget");
    expect(seenSetChange(null, "paused", true)).toBe("keep");
    expect(seenSetChange("paused", "paused", true)).toBe("keep");
    expect(seenSetChange("instant", "daily", false)).toBe("keep");
    expect(seenSetChange("daily", "daily", false)).toBe("keep");
  });
});

describe("the daily digest moment", () => {
  it("is today's digest hour once it has passed, else yesterday's", () => {
    expect(digestMoment(new Date("2026-11-23T08:30:00Z")).toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(digestMoment(new Date("2026-11-23T06:59:00Z")).toISOString()).toBe("2026-11-22T07:00:00.000Z");
  });
});

describe("the alert mail", () => {
  const links = { oneClick: "https://partner-a.test/api/saved-searches/unsubscribe?token=abc", page: "https://partner-a.test/zoekopdracht-afmelden?token=abc" };

  it("carries the RFC 8058 headers", () => {
    expect(unsubscribeHeaders(links)).toEqual({ "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("speaks for the partner, links each project and the unsubscribe page, in Dutch", () => {
    const site = partnerSite({ name: "Partner A Woningen" });
    const mail = savedSearchAlertMail(site, {
      firstName: "Els",
      searchName: "Marbella <zee>",
      searchUrl: "https://partner-a.test/search/spanje/costa-del-sol/marbella",
      unsubscribeUrl: links.page,
      digest: false,
      more: 0,
      projects: [{ name: "Casa Azul", url: "https://partner-a.test/for-sale/12-casa-azul", place: "Marbella, Costa del Sol", priceFrom: 350_000, priceWas: null, reason: "new" }],
    });
    expect(mail.fromName).toBe("Partner A Woningen");
    expect(mail.subject).toBe("Nieuw voor “Marbella <zee>”: Casa Azul");
    expect(mail.text).toContain("Nieuw · Vanaf € 350.000");
    expect(mail.text).toContain("https://partner-a.test/for-sale/12-casa-azul");
    expect(mail.text).toContain(links.page);
    expect(mail.html).toContain(`href="https://partner-a.test/zoekopdracht-afmelden?token=abc"`);
    expect(mail.html).toContain("Marbella &lt;zee&gt;");
  });
});
