/**
 * `POST /api/crm/feeds/import` as the CLI calls it: an admin's staff token and an XML body, streamed.
 * Partners' CRM users, clients and guests are refused; a feed that cannot be read is a 422.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/crm/feeds/import/route";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { issueStaffToken } from "@/lib/crm/staff";
import { feedSources, projects, staffUsers } from "@/lib/db/schema";
import { feedXml, unitSpecs } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();
let address = 0;

async function post(body: BodyInit, options: { token?: string; type?: string; query?: string } = {}) {
  const headers: Record<string, string> = { "x-costa-client-ip": `203.0.113.${++address % 250}`, "content-type": options.type ?? "application/xml" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await importRoute(new Request(`http://localhost/api/crm/feeds/import${options.query ?? "?source=api-feed&ref_separator=-"}`, { method: "POST", headers, body, duplex: "half" } as RequestInit));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is checked by the fuzz test
  return { status: response.status, body: (await response.json()) as any };
}

async function adminToken(): Promise<string> {
  const [admin] = await database().db.select().from(staffUsers).where(eq(staffUsers.role, "admin")).limit(1);
  return (await issueStaffToken(admin!.id)).token;
}

describe("POST /api/crm/feeds/import", () => {
  it("imports a streamed feed for an admin and answers the run's report", async () => {
    const xml = feedXml(unitSpecs(16, 8));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = Buffer.from(xml);
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
        controller.close();
      },
    });
    const { status, body } = await post(stream, { token: await adminToken() });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ source: "api-feed", status: "succeeded", changed: true, counts: { properties: 16, unitsCreated: 16, projectsCreated: 2 } });
    const [source] = await database().db.select().from(feedSources).where(eq(feedSources.name, "api-feed"));
    expect(source!.grouping).toEqual({ refSeparator: "-", proximityMeters: 50 });
    expect(await database().db.select().from(projects).where(eq(projects.feedSourceId, source!.id))).toHaveLength(2);

    const again = await post(xml, { token: await adminToken() });
    expect(again.body.data).toMatchObject({ changed: false, counts: { unitsCreated: 0, unitsUpdated: 0 } });
  });

  it("answers 422 for a feed that cannot be read, and for an unknown owner", async () => {
    const token = await adminToken();
    const broken = await post("<root><property><id>1</id>", { token });
    expect(broken.status).toBe(422);
    expect(broken.body.error.fields.feed[0]).toMatch(/onvolledig|geldige XML/);
    const owner = await post(feedXml(unitSpecs(1)), { token, query: "?source=nieuwe-bron&owner=nergens" });
    expect(owner.status).toBe(422);
    expect(owner.body.error.fields.source[0]).toMatch(/Onbekende partner/);
  });

  it("refuses partners' CRM users, clients, guests, JSON bodies and a missing source", async () => {
    const xml = feedXml(unitSpecs(1));
    const [partnerUser] = await database().db.select().from(staffUsers).where(eq(staffUsers.role, "partner")).limit(1);
    expect((await post(xml, { token: (await issueStaffToken(partnerUser!.id)).token })).status).toBe(403);
    expect((await post(xml, { token: (await issueApiToken(1)).token })).status).toBe(403);
    expect((await post(xml)).status).toBe(401);
    expect((await post(xml, { token: await adminToken(), type: "application/json" })).status).toBe(415);
    expect((await post(xml, { token: await adminToken(), query: "" })).status).toBe(400);
  });
});
