import { describe, expect, it } from "vitest";
import { conversion } from "@/lib/figures/summary";
import { figuresQuerySchema } from "@/lib/figures/schemas";
import { classifySource, type SourceSite } from "@/lib/figures/source";
import { ViewCounter, type ViewIncrement } from "@/lib/figures/view-counter";
import { countableView, isBot, isPrefetch, projectPageOf, type AnsweredRequest } from "@/lib/figures/view-rule";
import { weekMonday, weekName, weekStart } from "@/lib/figures/week";

const MAIN = ["costanieuwbouw.nl", "localhost"];
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const view = (changes: Partial<AnsweredRequest> = {}, headers: Record<string, string> = {}): AnsweredRequest => ({
  method: "GET",
  url: "/for-sale/12-villa-mar",
  status: 200,
  complete: true,
  ...changes,
  headers: { host: "costanieuwbouw.nl", "user-agent": BROWSER, ...headers },
});

describe("the view rule", () => {
  it("counts a complete 200 GET of a project page, by site", () => {
    expect(countableView(view(), MAIN)).toEqual({ site: "", projectId: 12 });
    expect(countableView(view({ url: "/demo/for-sale/12-villa-mar" }), MAIN)).toEqual({ site: "demo", projectId: 12 });
    expect(countableView(view({ url: "/old/for-sale/12" }), MAIN)).toEqual({ site: "", projectId: 12 });
    expect(countableView(view({}, { host: "www.makelaar-a.nl" }), MAIN)).toEqual({ site: "makelaar-a.nl", projectId: 12 });
    // Next's client-side navigation to the page is a view too.
    expect(countableView(view({ url: "/for-sale/12-villa-mar?_rsc=abc" }, { rsc: "1" }), MAIN)).toEqual({ site: "", projectId: 12 });
  });

  it("never counts HEAD, other answers, unfinished answers or other pages", () => {
    expect(countableView(view({ method: "HEAD" }), MAIN)).toBeNull();
    expect(countableView(view({ method: "POST" }), MAIN)).toBeNull();
    for (const status of [301, 304, 308, 404, 500, 503]) expect(countableView(view({ status }), MAIN)).toBeNull();
    expect(countableView(view({ complete: false }), MAIN)).toBeNull();
    for (const url of ["/for-sale", "/search/for-sale/12", "/for-sale/12/photos", "/for-sale/0-x", "/for-sale/abc", "/api/for-sale/12", "/for-sale/99999999999"]) expect(countableView(view({ url }), MAIN)).toBeNull();
    expect(countableView(view({ url: "/demo/for-sale/12" }, { host: "makelaar-a.nl" }), MAIN)).toBeNull();
    expect(countableView(view({}, { host: "demo" }), MAIN)).toBeNull();
  });

  it("never counts prefetches", () => {
    const prefetches: Record<string, string>[] = [{ "next-router-prefetch": "1" }, { "next-router-segment-prefetch": "/_tree" }, { "sec-purpose": "prefetch" }, { "sec-purpose": "prefetch;prerender" }, { purpose: "prefetch" }];
    for (const headers of prefetches) {
      expect(isPrefetch(headers)).toBe(true);
      expect(countableView(view({}, headers), MAIN)).toBeNull();
    }
    expect(isPrefetch({ rsc: "1" })).toBe(false);
  });

  it("never counts bots: crawlers, headless browsers, previews, HTTP libraries, or no User-Agent", () => {
    const bots = [
      "",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0 A",
      "curl/8.5.0",
      "python-requests/2.31.0",
      "Go-http-client/1.1",
      "node-fetch/1.0",
      "Wget/1.21",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
      "Mozilla/5.0 (compatible; YandexBot/3.0)",
    ];
    for (const agent of bots) {
      expect(isBot(agent), agent).toBe(true);
      expect(countableView(view({}, { "user-agent": agent }), MAIN)).toBeNull();
    }
    const people = [
      BROWSER,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    ];
    for (const agent of people) expect(isBot(agent), agent).toBe(false);
  });

  it("reads the site from the host and the path", () => {
    expect(projectPageOf("localhost:3000", "/zuidkust/for-sale/7-x", MAIN)).toEqual({ site: "zuidkust", projectId: 7 });
    expect(projectPageOf("127.0.0.1:3000", "/for-sale/7-x", MAIN)).toEqual({ site: "", projectId: 7 });
    expect(projectPageOf("makelaar-a.nl", "/for-sale/7-x", MAIN)).toEqual({ site: "makelaar-a.nl", projectId: 7 });
  });
});

describe("the view counter", () => {
  it("adds views per site, project and week, and keeps what a failed flush could not write", async () => {
    const written: ViewIncrement[][] = [];
    let fail = true;
    const counter = new ViewCounter(async (batch) => {
      if (fail) throw new Error("database away");
      written.push(batch);
    });
    const monday = new Date("2026-11-23T10:00:00Z");
    counter.record({ site: "", projectId: 1 }, monday);
    counter.record({ site: "", projectId: 1 }, monday);
    counter.record({ site: "demo", projectId: 1 }, monday);
    counter.record({ site: "", projectId: 1 }, new Date("2026-11-30T10:00:00Z"));
    await expect(counter.flush()).rejects.toThrow("database away");
    expect(counter.size).toBe(4);
    fail = false;
    counter.record({ site: "", projectId: 1 }, monday);
    await counter.flush();
    expect(counter.size).toBe(0);
    expect(written.flat().sort((a, b) => `${a.site}${a.week}`.localeCompare(`${b.site}${b.week}`))).toEqual([
      { site: "", projectId: 1, week: "2026-11-23", views: 3 },
      { site: "", projectId: 1, week: "2026-11-30", views: 1 },
      { site: "demo", projectId: 1, week: "2026-11-23", views: 1 },
    ]);
    await counter.flush();
    expect(written).toHaveLength(1);
  });

  it("counts views that arrive while a flush is writing in the next flush", async () => {
    const written: number[] = [];
    let release: () => void = () => undefined;
    const counter = new ViewCounter(async (batch) => {
      written.push(batch.reduce((sum, row) => sum + row.views, 0));
      if (written.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    counter.record({ site: "", projectId: 1 });
    const first = counter.flush();
    counter.record({ site: "", projectId: 1 });
    counter.record({ site: "", projectId: 2 });
    const second = counter.flush();
    release();
    await Promise.all([first, second]);
    expect(written).toEqual([1, 2]);
  });
});

describe("weeks", () => {
  it("are ISO weeks in Dutch time, named by their Monday", () => {
    expect(weekStart(new Date("2026-11-29T22:30:00Z"))).toBe("2026-11-23"); // Sunday 23:30 in Amsterdam
    expect(weekStart(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30"); // Monday 00:30 in Amsterdam
    expect(weekName("2026-11-23")).toBe("2026-W48");
    expect(weekName("2024-12-30")).toBe("2025-W01");
    expect(weekName("2026-12-28")).toBe("2026-W53");
    expect(weekMonday("2026-W48")).toBe("2026-11-23");
    expect(weekMonday("2025-W01")).toBe("2024-12-30");
    expect(weekMonday("2025-W53")).toBeNull();
  });

  it("are checked in the query: format, order, at most 53", () => {
    expect(figuresQuerySchema.safeParse({ from: "2026-W40", to: "2026-W48", partner_id: "2" }).data).toEqual({ from: "2026-W40", to: "2026-W48", partner_id: 2 });
    expect(figuresQuerySchema.safeParse({ from: "2026-48" }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ from: "2025-W53" }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ from: "2026-W48", to: "2026-W40" }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ from: "2024-W48", to: "2026-W40" }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ extra: "1" }).success).toBe(false);
  });

  it("give the conversion as leads per 100 views", () => {
    expect(conversion(3, 120)).toBe(2.5);
    expect(conversion(1, 3)).toBe(33.3);
    expect(conversion(2, 0)).toBeNull();
  });
});

describe("lead sources", () => {
  const partner: SourceSite = { kind: "partner", slug: "demo", customDomain: "makelaar-a.nl", website: "https://www.makelaardemo.nl/over" };
  const main: SourceSite = { kind: "main", slug: null, customDomain: null, website: null };
  const classify = (referrer?: string, landing?: string, site = partner) => classifySource({ referrer, landing }, site, MAIN);

  it("a utm campaign first, by name", () => {
    expect(classify("https://www.google.com/", "https://makelaar-a.nl/for-sale/1-x?utm_source=nieuwsbrief&utm_campaign=voorjaar-2026")).toEqual({ source: "campaign", detail: "voorjaar-2026" });
    expect(classify(undefined, "https://makelaar-a.nl/?utm_source=facebook")).toEqual({ source: "campaign", detail: "facebook" });
  });

  it("no referrer is direct", () => {
    expect(classify()).toEqual({ source: "direct", detail: null });
    expect(classify(undefined, "https://makelaar-a.nl/for-sale/1-x")).toEqual({ source: "direct", detail: null });
    expect(classify("not a url")).toEqual({ source: "direct", detail: null });
    expect(classify("javascript:alert(1)")).toEqual({ source: "direct", detail: null });
  });

  it("search engines by name", () => {
    expect(classify("https://www.google.nl/")).toEqual({ source: "search", detail: "google" });
    expect(classify("https://www.google.co.uk/search?q=villa")).toEqual({ source: "search", detail: "google" });
    expect(classify("https://www.bing.com/")).toEqual({ source: "search", detail: "bing" });
    expect(classify("https://duckduckgo.com/")).toEqual({ source: "search", detail: "duckduckgo" });
    expect(classify("https://www.ecosia.org/search?q=x")).toEqual({ source: "search", detail: "ecosia" });
  });

  it("the partner's own domain, website or path on a main host", () => {
    expect(classify("https://www.makelaar-a.nl/search")).toEqual({ source: "partner", detail: "makelaar-a.nl" });
    expect(classify("https://makelaardemo.nl/")).toEqual({ source: "partner", detail: "makelaardemo.nl" });
    expect(classify("https://costanieuwbouw.nl/demo/search?x=1")).toEqual({ source: "partner", detail: "costanieuwbouw.nl/demo" });
    expect(classify("https://costanieuwbouw.nl/", undefined, main)).toEqual({ source: "partner", detail: "costanieuwbouw.nl" });
  });

  it("any other site by host, never its whole address", () => {
    expect(classify("https://costanieuwbouw.nl/zuidkust/x")).toEqual({ source: "referral", detail: "costanieuwbouw.nl" });
    expect(classify("https://forum.example.org/topic/123?user=eva")).toEqual({ source: "referral", detail: "forum.example.org" });
  });
});
