/**
 * Twenty malformed and hostile feeds, each failing or skipping cleanly with a report: a feed that
 * cannot be read fails the run and leaves the catalogue exactly as it was (nothing is written before
 * the whole file is read); a bad property is skipped with a reason per field while the good property
 * beside it is imported. Descriptions are stored as text and rendered escaped.
 */
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectDescription } from "@/components/project/project-description";
import type { Database } from "@/lib/db/client";
import { feedImages, feedRuns, projects, units } from "@/lib/db/schema";
import { fetchFeed } from "@/lib/feeds/fetch-feed";
import { importFeed } from "@/lib/feeds/import";
import { startHttpFixture, type HttpFixture } from "../support/http-fixture";
import { chunked, FEED_HEAD, FEED_TAIL, feedXml, propertyXml, unitSpecs, type FeedUnitSpec } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();
const db = (): Database => database().db;

async function catalogueFingerprint(): Promise<string> {
  const result = (await db().execute(sql`
    select (select md5(coalesce(string_agg(p::text, ',' order by p.id), '')) from projects p) as projects,
           (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from units u) as units,
           (select count(*)::text from price_history) as history,
           (select count(*)::text from feed_images) as images`)) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows[0]);
}

let fixture: HttpFixture;
beforeAll(async () => {
  fixture = await startHttpFixture({
    // Declares 2 GB; the body never comes. The fetch refuses on the header, before reading.
    "/two-gigabytes.xml": (_request, response) => {
      response.writeHead(200, { "content-type": "application/xml", "content-length": String(2 * 1024 ** 3) });
      response.write(FEED_HEAD);
    },
  });
});
afterAll(() => fixture.close());

const [base] = unitSpecs(1);
const good: FeedUnitSpec = { ...base!, id: "GOOD-1", ref: "G-1", development: undefined };
const xml = feedXml(unitSpecs(16, 8));
const withGood = (...bad: string[]) => FEED_HEAD + propertyXml(good) + bad.join("") + FEED_TAIL;
const badUnit = (changes: Partial<FeedUnitSpec>) => propertyXml({ ...good, id: "BAD-1", ref: "B-1", ...changes });
const bomb = `<?xml version="1.0"?><!DOCTYPE root [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]><root><kyero><feed_version>3</feed_version></kyero><property><id>&d;</id></property></root>`;
const xxe = `<?xml version="1.0"?><!DOCTYPE root [<!ENTITY x SYSTEM "file:///etc/passwd">]><root><kyero><feed_version>3</feed_version></kyero><property><id>&x;</id></property></root>`;
function* textWithoutTags(): Generator<string> {
  yield FEED_HEAD + "<property><desc><nl>";
  for (let n = 0; n < 5; n++) yield "a".repeat(1024 * 1024);
  yield "</nl></desc></property>" + FEED_TAIL;
}

type Input = string | Uint8Array[] | (() => AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>);
type Expected = { fails: RegExp } | { skips: Record<string, RegExp> };

const CASES: [string, Input, Expected][] = [
  ["truncated XML", xml.slice(0, Math.floor(xml.length * 0.7)), { fails: /onvolledig|geldige XML/ }],
  ["bytes that are not UTF-8", [Buffer.from(xml.slice(0, 500)), Buffer.from([0xff, 0xfe, 0xe9]), Buffer.from(xml.slice(500))], { fails: /UTF-8/ }],
  ["another declared encoding", xml.replace('encoding="UTF-8"', 'encoding="windows-1252"'), { fails: /andere tekenset dan UTF-8/ }],
  ["an entity-expansion bomb", bomb, { fails: /DOCTYPE/ }],
  ["an external entity (XXE)", xxe, { fails: /DOCTYPE/ }],
  ["not XML at all", '{"property": []}', { fails: /geldige XML|leeg|<root>/ }],
  ["an empty file", "", { fails: /onvolledig|leeg/ }],
  ["a feed of another version", xml.replace("<feed_version>3</feed_version>", "<feed_version>2</feed_version>"), { fails: /andere feedversie/ }],
  ["mismatched tags", withGood("<property><id>X</id><price>1</prijs></property>"), { fails: /geldige XML|onvolledig/ }],
  ["a control character in a text", withGood("<property><id>X\u0001</id></property>"), { fails: /geldige XML/ }],
  ["4 MB of text without one element", () => textWithoutTags(), { fails: /zonder één element/ }],
  ["nesting deeper than a feed goes", withGood("<property>" + "<a>".repeat(20) + "</a>".repeat(20) + "</property>"), { fails: /te diep/ }],
  ["a 2 GB declared size", () => fetchFeed(`${fixture.origin}/two-gigabytes.xml`, { allowLoopback: true }), { fails: /groter dan 128 MB/ }],
  ["a description longer than any text", withGood(badUnit({ descNl: "x".repeat(40_000) })), { skips: { property: /te groot/ } }],
  ["5,000 features on one property", withGood(badUnit({ extra: "<features>" + "<feature>f</feature>".repeat(5_000) + "</features>" })), { skips: { property: /te groot: meer dan 2000 elementen/ } }],
  ["a price in dollars", withGood(badUnit({}).replace("<currency>EUR</currency>", "<currency>USD</currency>")), { skips: { currency: /./ } }],
  ["a rental instead of a sale", withGood(badUnit({}).replace("<price_freq>sale</price_freq>", "<price_freq>month</price_freq>")), { skips: { price_freq: /alleen koop/ } }],
  ["coordinates outside Spain", withGood(badUnit({ lat: 52.37, lng: 4.89 })), { skips: { latitude: /niet in Spanje/ } }],
  ["a negative and an absurd price", withGood(badUnit({ price: "-5" }), badUnit({ id: "BAD-2", price: "99999999999999999" })), { skips: { price: /./ } }],
  ["the same property id twice", withGood(propertyXml({ ...good, ref: "G-2" })), { skips: { id: /meer dan eens/ } }],
];

describe("twenty malformed and hostile feeds", () => {
  it("are twenty distinct cases", () => {
    expect(new Set(CASES.map(([name]) => name)).size).toBe(20);
  });

  for (const [name, input, expected] of CASES) {
    it(`${name}: ${"fails" in expected ? "fails the run, the catalogue unchanged" : "skips the property with its reason, imports the good one"}`, async () => {
      const source = `hostile-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase().replace(/^-|-$/g, "")}`.slice(0, 80);
      const chunks = typeof input === "function" ? input() : typeof input === "string" ? chunked(input, 4096) : input;
      const before = await catalogueFingerprint();
      const report = await importFeed(db(), chunks, { source: { name: source } });
      const [stored] = await db().select().from(feedRuns).where(eq(feedRuns.id, report.runId));
      expect(stored!.finishedAt).not.toBeNull();
      if ("fails" in expected) {
        expect(report.status).toBe("failed");
        expect(report.error).toMatch(expected.fails);
        expect(report.changed).toBe(false);
        expect(stored!.status).toBe("failed");
        expect(await catalogueFingerprint()).toBe(before);
        return;
      }
      expect(report.status).toBe("succeeded");
      expect(report.counts.skipped).toBeGreaterThan(0);
      for (const skipped of report.skipped) {
        for (const [field, reason] of Object.entries(expected.skips)) expect(skipped.fields[field]?.join(" "), `${skipped.id} ${field}: ${JSON.stringify(skipped.fields)}`).toMatch(reason);
      }
      const imported = await db().select({ feedId: units.feedId }).from(units).where(eq(units.feedSourceId, stored!.sourceId));
      expect(imported.map((unit) => unit.feedId)).toEqual(["GOOD-1"]);
    });
  }

  it("keeps 50 of 10,000 images and stores a script in a description as text, rendered escaped", async () => {
    const script = `<script>alert("x")</script> & <img src=x onerror=alert(1)>`;
    const report = await importFeed(db(), chunked(FEED_HEAD + propertyXml({ ...good, id: "S-1", images: 10_000, descNl: script, development: "Script Suites" }) + FEED_TAIL), { source: { name: "hostile-script" } });
    expect(report.status).toBe("succeeded");
    expect(report.notes).toEqual([{ id: "S-1", notes: ["10000 foto's, de eerste 50 zijn gebruikt"] }]);
    const [project] = await db().select().from(projects).where(eq(projects.name, "Script Suites"));
    expect(project!.description).toBe(script);
    expect(await db().select().from(feedImages).where(eq(feedImages.projectId, project!.id))).toHaveLength(50);
    const html = renderToStaticMarkup(createElement(ProjectDescription, { text: project!.description }));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;");
  });
});
