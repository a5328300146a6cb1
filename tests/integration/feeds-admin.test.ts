/**
 * The CRM's feed-source calls as the admin page uses them: register a source, change it, run it now
 * (its feed fetched from a local HTTP server), and read its runs with the skipped properties and their
 * reasons per field. Only admins: partners' CRM users get 403, guests 401. Bad fields are a 400 (the
 * schema) or a 422 (an unknown owner, a name in use), with a message per field.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchSource } from "@/app/api/crm/feeds/sources/[id]/route";
import { POST as runSource } from "@/app/api/crm/feeds/sources/[id]/run/route";
import { GET as listRuns } from "@/app/api/crm/feeds/sources/[id]/runs/route";
import { GET as listSources, POST as createSource } from "@/app/api/crm/feeds/sources/route";
import { issueStaffToken } from "@/lib/crm/staff";
import { partners, staffUsers } from "@/lib/db/schema";
import { importFeed } from "@/lib/feeds/import";
import { FEED_HEAD, FEED_TAIL, feedXml, propertyXml, unitSpecs } from "../support/kyero-feed";
import { serve, startHttpFixture, type HttpFixture } from "../support/http-fixture";
import { seededTestDatabase } from "./helpers/database";
import { allowFeedsFromLoopback } from "./helpers/feeds-loopback";

const database = seededTestDatabase();
type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
let address = 0;

async function call(handler: Handler, options: { method?: string; token?: string; body?: unknown; id?: number } = {}) {
  const headers: Record<string, string> = { "x-costa-client-ip": `198.51.100.${++address % 250}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request("http://localhost/api/crm/feeds/sources", { method: options.method ?? "GET", headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are checked by the fuzz test
  return { status: response.status, body: (await response.json()) as any };
}

async function tokenOf(role: "admin" | "partner"): Promise<string> {
  const [user] = await database().db.select().from(staffUsers).where(eq(staffUsers.role, role)).limit(1);
  return (await issueStaffToken(user!.id)).token;
}

const specs = unitSpecs(16, 8);
const broken = propertyXml({ ...specs[0]!, id: "bad-1", price: "veel" }).replace("<currency>EUR</currency>", "<currency>USD</currency>");
let fixture: HttpFixture;
beforeAll(async () => {
  // The fixture serves on 127.0.0.1 (tests/integration/feeds-ssrf.test.ts checks the switch off).
  allowFeedsFromLoopback(true);
  fixture = await startHttpFixture({ "/feed.xml": serve(FEED_HEAD + specs.map(propertyXml).join("") + broken + FEED_TAIL), "/other.xml": serve(feedXml(unitSpecs(8, 8))) });
});
afterAll(async () => {
  allowFeedsFromLoopback(false);
  await fixture.close();
});

describe("the CRM's feed-source calls", () => {
  it("lets an admin register, change and run a source, and read its runs with the reasons per field", async () => {
    const token = await tokenOf("admin");
    const [partner] = await database().db.select().from(partners).limit(1);
    const created = await call(createSource, {
      method: "POST",
      token,
      body: { name: "admin-feed", url: `${fixture.origin}/feed.xml`, owner: partner!.id, schedule: "0 3 * * *", ref_separator: null, proximity_meters: 50, active: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: "admin-feed", owner: { id: partner!.id, name: partner!.name }, schedule: "0 3 * * *", last_run: null });
    const id = created.body.data.id as number;

    const changed = await call(patchSource, { method: "PATCH", token, id, body: { ref_separator: "-", schedule: null } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ ref_separator: "-", proximity_meters: 50, schedule: null });

    const ran = await call(runSource, { method: "POST", token, id, body: {} });
    expect(ran.status).toBe(200);
    expect(ran.body.data).toMatchObject({ status: "succeeded", counts: { properties: 17, imported: 16, skipped: 1, unitsCreated: 16 } });
    expect(ran.body.data.skipped).toEqual([{ id: "bad-1", ref: specs[0]!.ref, fields: { price: [expect.any(String)], currency: [expect.any(String)] } }]);

    const runs = await call(listRuns, { token, id });
    expect(runs.body.data).toHaveLength(1);
    expect(runs.body.data[0]).toMatchObject({ id: ran.body.data.id, status: "succeeded", error: null });
    const list = await call(listSources, { token });
    expect(list.body.data.find((source: { id: number }) => source.id === id)).toMatchObject({ last_run: { id: ran.body.data.id, status: "succeeded" } });
  });

  it("records a feed that cannot be fetched as a failed run, and answers 409 while another run holds the source", async () => {
    const token = await tokenOf("admin");
    const created = await call(createSource, { method: "POST", token, body: { name: "missing-feed", url: `${fixture.origin}/nowhere.xml`, owner: null, schedule: null, ref_separator: null, proximity_meters: 50, active: true } });
    const id = created.body.data.id as number;
    const failed = await call(runSource, { method: "POST", token, id, body: {} });
    expect(failed.body.data).toMatchObject({ status: "failed", error: expect.stringMatching(/kent de feed op dit adres niet/) });

    await call(patchSource, { method: "PATCH", token, id, body: { url: `${fixture.origin}/other.xml` } });
    let release!: () => void;
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    const held = importFeed(database().db, (async function* () {
      yield FEED_HEAD;
      reading();
      await new Promise<void>((resolve) => (release = resolve));
      yield FEED_TAIL;
    })(), { source: { name: "missing-feed" } });
    await started;
    const busy = await call(runSource, { method: "POST", token, id, body: {} });
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toMatch(/wordt al geïmporteerd/);
    release();
    await held;
  });

  it("answers 400 and 422 with field messages, 404 for an unknown source, 403 to partners and 401 to guests", async () => {
    const token = await tokenOf("admin");
    const bad = await call(createSource, { method: "POST", token, body: { name: "Slechte Naam", url: "ftp://example.com/feed.xml", owner: 999999, schedule: "elke nacht", ref_separator: "", proximity_meters: 0, active: true } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["name", "proximity_meters", "ref_separator", "schedule", "url"]);
    const owner = await call(createSource, { method: "POST", token, body: { name: "ownerless", url: null, owner: 999999, schedule: null, ref_separator: null, proximity_meters: 50, active: true } });
    expect(owner.body.error.fields.owner).toEqual(["onbekende partner"]);
    const duplicate = await call(createSource, { method: "POST", token, body: { name: "admin-feed", url: null, owner: null, schedule: null, ref_separator: null, proximity_meters: 50, active: true } });
    expect(duplicate.status).toBe(422);
    expect((await call(listRuns, { token, id: 999999 })).status).toBe(404);
    expect((await call(listSources, { token: await tokenOf("partner") })).status).toBe(403);
    expect((await call(listSources)).status).toBe(401);
  });
});
