/**
 * Feed URLs reach the public internet only (server-side request forgery). Registering a loopback,
 * private, link-local, CGNAT, multicast, unspecified, IPv4-mapped or numerically spelled address, or a
 * name that resolves to one, answers 422 at the url field; a source stored with one anyway (registered
 * before the check) fails its run without any connection; a redirect to such an address is not followed
 * (every hop checked, at most 3); and a run report says what went wrong in our words, never what the
 * other server answered (root tag, body, status code). FEEDS_ALLOW_LOOPBACK lets loopback alone in.
 *
 * DNS: `localhost` is resolved for real (the system resolver answers 127.0.0.1 and/or ::1), both at
 * registration and by the lookup the connection itself goes through. A name resolving to a private
 * (not loopback) address would need a DNS server these tests do not have; private ranges are covered
 * as literal addresses, judged by the same function the lookup applies to every DNS answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as patchSource } from "@/app/api/crm/feeds/sources/[id]/route";
import { POST as runSource } from "@/app/api/crm/feeds/sources/[id]/run/route";
import { POST as createSource } from "@/app/api/crm/feeds/sources/route";
import { issueStaffToken } from "@/lib/crm/staff";
import { staffUsers } from "@/lib/db/schema";
import { fetchFeed } from "@/lib/feeds/fetch-feed";
import { FeedFormatError } from "@/lib/feeds/parser";
import { ensureFeedSource } from "@/lib/feeds/sources";
import { isPublicAddress } from "@/lib/security/public-http";
import { eq } from "drizzle-orm";
import { serve, startHttpFixture, type FixtureHandler, type HttpFixture } from "../support/http-fixture";
import { feedXml, unitSpecs } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";
import { allowFeedsFromLoopback } from "./helpers/feeds-loopback";

const database = seededTestDatabase();
type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
let address = 0;

async function call(handler: Handler, options: { method: string; token: string; body: unknown; id?: number }) {
  const headers = { "x-costa-client-ip": `198.51.100.${++address % 250}`, authorization: `Bearer ${options.token}`, "content-type": "application/json" };
  const request = new Request("http://localhost/api/crm/feeds/sources", { method: options.method, headers, body: JSON.stringify(options.body) });
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are checked by the fuzz test
  return { status: response.status, body: (await response.json()) as any };
}

let token = "";
let sourceNumber = 0;
const register = (url: string) =>
  call(createSource, { method: "POST", token, body: { name: `ssrf-${++sourceNumber}`, url, owner: null, schedule: null, ref_separator: null, proximity_meters: 50, active: true } });

/** "Run now" of a source stored with `url` as it is (as one registered before the check was). */
async function runStored(url: string) {
  const source = await ensureFeedSource(database().db, { name: `stored-${++sourceNumber}`, url });
  const ran = await call(runSource, { method: "POST", token, body: {}, id: source.id });
  expect(ran.status).toBe(200);
  expect(ran.body.data.status).toBe("failed");
  return ran.body.data.error as string;
}

async function fetchError(url: string, allowLoopback = false): Promise<string> {
  try {
    for await (const chunk of fetchFeed(url, { allowLoopback })) void chunk;
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFormatError);
    return (error as Error).message;
  }
  throw new Error(`${url} was fetched`);
}

const redirect = (location: string, status = 302): FixtureHandler => (_request, response) => response.writeHead(status, { location }).end();
let fixture: HttpFixture;
let port = "";
beforeAll(async () => {
  const [user] = await database().db.select().from(staffUsers).where(eq(staffUsers.role, "admin")).limit(1);
  token = (await issueStaffToken(user!.id)).token;
  fixture = await startHttpFixture({
    "/feed.xml": serve(feedXml(unitSpecs(2, 2))),
    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/to-private": redirect("http://10.0.0.1/feed.xml", 301),
    "/to-mapped": redirect("http://[::ffff:169.254.169.254]/", 307),
    "/to-decimal": redirect("http://2852039166/", 308),
    // 0.0.0.0 reaches this machine's own listeners: this fixture itself, if it were followed.
    "/to-unspecified": (request, response) => response.writeHead(302, { location: `http://0.0.0.0:${request.socket.localPort}/feed.xml` }).end(),
    "/to-file": redirect("file:///etc/passwd"),
    "/hop-1": redirect("/hop-2"),
    "/hop-2": redirect("/hop-3"),
    "/hop-3": redirect("/hop-4"),
    "/hop-4": redirect("/feed.xml"),
    "/not-kyero": serve('<?xml version="1.0"?><redis-answer>+PONG geheim</redis-answer>'),
    "/server-error": serve("interne fout: geheim", "text/plain", 500),
    "/forbidden": serve("geheim", "text/plain", 403),
    "/gone": serve("geheim", "text/plain", 404),
    "/teapot": serve("geheim", "text/plain", 418),
  });
  port = new URL(fixture.origin).port;
});
afterAll(async () => {
  allowFeedsFromLoopback(false);
  await fixture.close();
});
beforeEach(() => allowFeedsFromLoopback(false));

/** Every spelling the probe used, and more: loopback, private, link-local, CGNAT, multicast, unspecified, IPv4-mapped, numeric. */
const REFUSED = [
  "http://169.254.169.254/latest/meta-data/",
  "http://[::ffff:169.254.169.254]/",
  "http://2852039166/",
  "http://10.0.0.1/",
  "http://127.0.0.1:6379/",
  "http://0x7f.1/",
  "http://0177.0.0.1:6379/",
  "http://127.1/",
  "http://[::1]:6379/",
  "http://[::ffff:7f00:1]/",
  "http://[0:0:0:0:0:ffff:10.0.0.1]/",
  "http://0.0.0.0/",
  "http://0/",
  "http://[::]/",
  "http://100.64.0.1/",
  "http://224.0.0.1/",
  "http://192.168.1.10/",
  "https://172.16.0.1/feed.xml",
  "http://[fe80::1]/",
  "http://[fd00::1]/",
  "http://localhost:6379/",
  // Names and spellings refused before any DNS answer: this machine's names with trailing dots and in
  // any case or width, cloud metadata and other private names, a one-word name, and a user name that
  // another URL parser could read as the host.
  "http://localhost./",
  "http://LOCALHOST../feed.xml",
  "http://ｌｏｃａｌｈｏｓｔ/",
  "http://feeds.localhost:8080/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://metadata.google.internal./",
  "http://metadata/",
  "http://printer.local/",
  "http://router.home.arpa/",
  "http://127.0.0.1%2f@example.com/",
  "http://127.0.0.1%2F:x@example.com/",
  "http://x:127.0.0.1%23@example.com/",
  "http://127.0.0.1./",
  "http://169.254.169.254./latest/",
  "http://127.000.000.001/",
  "http://017700000001/",
  "http://0x7f000001/",
  "http://[0:0:0:0:0:0:0:1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::127.0.0.1]/",
];
const REFUSAL = /geen openbaar adres|wijst naar een niet-openbaar adres/;

describe("feed URLs and server-side request forgery", () => {
  it("refuses every non-public spelling at registration and on a change, with a Dutch message at the url field", async () => {
    for (const url of REFUSED) {
      const answer = await register(url);
      expect(answer.status, url).toBe(422);
      expect(answer.body.error.fields.url, url).toEqual(["geen openbaar internetadres: een feed wordt alleen van het openbare internet opgehaald"]);
    }
    // A public address is taken (nothing is fetched at registration), and so is a name without a DNS answer now: its runs fail until it has one.
    const created = await register("http://93.184.216.34/feed.xml");
    expect(created.status).toBe(201);
    expect((await register("https://feed.invalid/kyero.xml")).status).toBe(201);
    const changed = await call(patchSource, { method: "PATCH", token, id: created.body.data.id, body: { url: "http://[::ffff:169.254.169.254]/latest/meta-data/" } });
    expect(changed.status).toBe(422);
    expect(changed.body.error.fields.url).toHaveLength(1);
  });

  it("lets the test switch allow loopback and nothing else", async () => {
    allowFeedsFromLoopback(true);
    expect((await register(`${fixture.origin}/feed.xml`)).status).toBe(201);
    expect((await register(`http://localhost:${port}/feed.xml`)).status).toBe(201);
    expect((await register(`http://localhost.:${port}/feed.xml`)).status).toBe(201);
    const metadataAndTricks = ["http://metadata.google.internal/", "http://metadata/", "http://127.0.0.1%2f@example.com/", "http://printer.local/"];
    for (const url of [...metadataAndTricks, "http://169.254.169.254/latest/meta-data/", "http://[::ffff:169.254.169.254]/", "http://2852039166/", "http://10.0.0.1/", "http://0.0.0.0/", "http://[::]/"]) {
      expect((await register(url)).status, url).toBe(422);
    }
    expect(isPublicAddress("127.0.0.1", true)).toBe(true);
    expect(isPublicAddress("::ffff:7f00:1", true)).toBe(true);
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:2800:220:1:248:1893:25c8:1946")).toBe(true);
  });

  it("refuses them again when fetching, before any connection: a literal as written, a name by the lookup the connection uses", async () => {
    for (const url of REFUSED) expect(await fetchError(url), url).toMatch(REFUSAL);
    expect(await fetchError(`${fixture.origin}/feed.xml`)).toBe(`${new URL(fixture.origin).host} is geen openbaar adres; een feed wordt alleen van het openbare internet opgehaald`);
    expect(await fetchError(`http://localhost:${port}/feed.xml`)).toBe(`localhost:${port} wijst naar een niet-openbaar adres; een feed wordt alleen van het openbare internet opgehaald`);
    // "Run now" of sources stored with such URLs: failed runs, and the fixture never asked.
    expect(await runStored(`${fixture.origin}/feed.xml`)).toMatch(REFUSAL);
    expect(await runStored(`http://localhost:${port}/feed.xml`)).toMatch(REFUSAL);
    expect(await runStored("http://2852039166/latest/meta-data/")).toMatch(REFUSAL);
    expect(await runStored("http://metadata.google.internal/computeMetadata/v1/")).toBe("metadata.google.internal wijst naar een niet-openbaar adres; een feed wordt alleen van het openbare internet opgehaald");
    expect(await runStored(`http://localhost.:${port}/feed.xml`)).toMatch(REFUSAL);
    expect(fixture.hits.get("/feed.xml") ?? 0).toBe(0);
    // The loopback switch lets neither metadata nor a user name that reads as a host through.
    expect(await fetchError("http://metadata.google.internal/", true)).toMatch(REFUSAL);
    expect(await fetchError(`http://127.0.0.1%2f@127.0.0.1:${port}/feed.xml`, true)).toMatch(REFUSAL);
    expect(fixture.hits.get("/feed.xml") ?? 0).toBe(0);
  });

  it("checks every redirect hop and follows at most 3, naming neither the target nor the hop", async () => {
    const host = new URL(fixture.origin).host;
    for (const path of ["/to-metadata", "/to-private", "/to-mapped", "/to-decimal", "/to-unspecified"]) {
      const message = await fetchError(`${fixture.origin}${path}`, true);
      expect(message, path).toBe(`${host} verwees door naar een adres dat niet openbaar is; een feed wordt alleen van het openbare internet opgehaald`);
    }
    expect(fixture.hits.get("/feed.xml") ?? 0).toBe(0);
    expect(await fetchError(`${fixture.origin}/to-file`, true)).toBe(`${host} verwees door naar een adres dat niet met http of https begint`);
    expect(await fetchError(`${fixture.origin}/hop-1`, true)).toBe(`${host} verwees meer dan 3 keer door`);
    // Three redirects are followed (each hop allowed here by the loopback switch).
    const chunks: Uint8Array[] = [];
    for await (const chunk of fetchFeed(`${fixture.origin}/hop-2`, { allowLoopback: true })) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe(feedXml(unitSpecs(2, 2)));
  });

  it("reports a failed run in our words, never the other server's answer", async () => {
    allowFeedsFromLoopback(true);
    const host = new URL(fixture.origin).host;
    const reports = {
      "/not-kyero": "De feed is geen Kyero-feed: het hoofdelement is niet <root>",
      "/server-error": `De server van de feed (${host}) gaf een fout`,
      "/forbidden": `${host} weigerde de feed; controleer het adres (en de sleutel erin, als die er is)`,
      "/gone": `${host} kent de feed op dit adres niet`,
      "/teapot": `${host} gaf geen feed terug`,
      "/to-metadata": `${host} verwees door naar een adres dat niet openbaar is; een feed wordt alleen van het openbare internet opgehaald`,
    };
    for (const [path, expected] of Object.entries(reports)) {
      const error = await runStored(`${fixture.origin}${path}`);
      expect(error, path).toBe(expected);
      // Without the fixture's own host: its random port may hold "404" or "500".
      expect(error?.replaceAll(host, "<host>"), path).not.toMatch(/geheim|redis|PONG|169\.254|500|403|404|418/);
    }
  });
});
