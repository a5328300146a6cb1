/**
 * Files of a partner's own listing (PGlite, or PostgreSQL with DATABASE_URL): PDF uploads checked by
 * their bytes, confidential by kind unless told otherwise, renamed and deleted; stored where the
 * project page's gated download serves them (a confidential one to a logged-in client only); another
 * partner's owner gets a 404, an agent without the owner's permission a 403, a feed's project a 409.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as remove, PATCH as change } from "@/app/api/crm/project-files/[id]/route";
import { GET as list, POST as upload } from "@/app/api/crm/projects/[id]/files/route";
import { GET as download } from "@/app/api/project/files/[id]/download/route";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { createListing } from "@/lib/crm/listing-writes";
import { issueStaffToken, type StaffScope } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { feedSources, geo, partners, projectFiles, projects } from "@/lib/db/schema";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
let address = 0;

async function call(handler: Handler, token: string | null, id: number, method: string, body?: unknown) {
  const headers: Record<string, string> = { "x-costa-client-ip": `203.0.113.${++address % 250}`, "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request("http://localhost/api/crm/x", { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
  const response = await handler(request, { params: Promise.resolve({ id: String(id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, response, body: (response.headers.get("content-type") ?? "").includes("json") ? ((await response.json()) as any) : null };
}

const DEMO_OWNER: StaffScope = { id: 1, role: "partner", teamRole: "owner", partnerId: 1 };
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`).toString("base64");

let owner: string, agent: string, other: string, otherAgent: string, client: string;
let projectId: number;

beforeAll(async () => {
  [owner, agent, other, otherAgent] = (await Promise.all([1, 5, 2, 6].map((id) => issueStaffToken(id)))).map((issued) => issued.token) as [string, string, string, string];
  client = (await issueApiToken(1)).token;
  const [town] = await (await db()).select({ id: geo.id, lat: geo.lat, lng: geo.lng }).from(geo).where(eq(geo.kind, "town")).limit(1);
  projectId = await createListing(
    DEMO_OWNER,
    { name: "Bestandenproject", developer: "Test", description: "", type_id: 1, town_id: town!.id, lat: town!.lat, lng: town!.lng, status: "off_plan", delivery_date: null, amenities: [], published: true },
    { onChange: () => undefined },
  );
  // Approved, so the main site's download route serves it.
  await (await db()).update(projects).set({ approvedAt: new Date() }).where(eq(projects.id, projectId));
});

describe("a listing's files", () => {
  it("stores PDFs, confidential by kind unless told otherwise, lists, renames and deletes them", async () => {
    const prices = await call(upload, owner, projectId, "POST", { title: "Prijslijst 2026", kind: "price_list", data: pdf("prijzen") });
    expect(prices.status).toBe(201);
    expect(prices.body.data).toMatchObject({ title: "Prijslijst 2026", kind: "price_list", confidential: true, file_name: "Prijslijst 2026.pdf" });
    const other = await call(upload, owner, projectId, "POST", { title: "Ligging", kind: "other", file_name: "ligging.pdf", data: pdf("ligging") });
    expect(other.body.data).toMatchObject({ kind: "other", confidential: false, file_name: "ligging.pdf" });
    const openPlan = await call(upload, owner, projectId, "POST", { title: "Plattegrond", kind: "floor_plan", confidential: false, data: pdf("plan") });
    expect(openPlan.body.data.confidential).toBe(false);

    const listed = await call(list, owner, projectId, "GET");
    expect(listed.body.data.map((file: { title: string }) => file.title)).toEqual(["Prijslijst 2026", "Ligging", "Plattegrond"]);
    expect(JSON.stringify(listed.body)).not.toMatch(/content/);

    const renamed = await call(change, owner, prices.body.data.id, "PATCH", { title: "Prijzen", kind: "brochure" });
    expect(renamed.body.data).toMatchObject({ title: "Prijzen", kind: "brochure", confidential: true });
    expect((await call(change, owner, prices.body.data.id, "PATCH", {})).status).toBe(422);
    expect((await call(remove, owner, openPlan.body.data.id, "DELETE")).body.data).toEqual({ deleted: true });
    const rows = await (await db()).select({ id: projectFiles.id }).from(projectFiles).where(eq(projectFiles.projectId, projectId));
    expect(rows.map((row) => row.id).sort()).toEqual([prices.body.data.id, other.body.data.id].sort());
  });

  it("serves a confidential file to a logged-in client only, a public one to everyone", async () => {
    const secret = await call(upload, owner, projectId, "POST", { title: "Brochure", kind: "brochure", data: pdf("brochure") });
    const open = await call(upload, owner, projectId, "POST", { title: "Open", kind: "other", data: pdf("open") });
    expect((await call(download, null, secret.body.data.id, "GET")).status).toBe(401);
    const forClient = await call(download, client, secret.body.data.id, "GET");
    expect(forClient.status).toBe(200);
    expect(forClient.response.headers.get("content-type")).toBe("application/pdf");
    const forGuest = await call(download, null, open.body.data.id, "GET");
    expect(forGuest.status).toBe(200);
    expect(new TextDecoder().decode((await forGuest.response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("refuses what is no PDF, no bytes and no title, in Dutch at the field", async () => {
    const text = await call(upload, owner, projectId, "POST", { title: "Nep", kind: "other", data: Buffer.from("<html>geen pdf</html>").toString("base64") });
    expect(text.status).toBe(422);
    expect(text.body.error.fields.data).toEqual(["Alleen een PDF-bestand"]);
    const empty = await call(upload, owner, projectId, "POST", { title: "Leeg", kind: "other", data: "/" });
    expect(empty.body.error.fields.data).toEqual(["Alleen een PDF-bestand"]);
    const untitled = await call(upload, owner, projectId, "POST", { title: " ", kind: "other", data: pdf("x") });
    expect(untitled.body.error.fields.title).toEqual(["Vul een titel in (zonder stuurtekens)"]);
  });

  it("keeps tenants apart: another partner's owner and agent get a 404, an agent without permission a 403", async () => {
    const [file] = await (await db()).select({ id: projectFiles.id }).from(projectFiles).where(eq(projectFiles.projectId, projectId)).limit(1);
    expect((await call(list, other, projectId, "GET")).status).toBe(404);
    expect((await call(upload, other, projectId, "POST", { title: "X", kind: "other", data: pdf("x") })).status).toBe(404);
    expect((await call(change, other, file!.id, "PATCH", { title: "Overgenomen" })).status).toBe(404);
    expect((await call(remove, other, file!.id, "DELETE")).status).toBe(404);
    // The other partner's agent, allowed by its own owner, still cannot reach this partner's file.
    await (await db()).update(partners).set({ agentsEditListings: true }).where(eq(partners.id, 2));
    expect((await call(change, otherAgent, file!.id, "PATCH", { title: "Overgenomen" })).status).toBe(404);
    // This partner's agent, not allowed by its owner: a 403, though it may read the list.
    expect((await call(upload, agent, projectId, "POST", { title: "X", kind: "other", data: pdf("x") })).status).toBe(403);
    expect((await call(remove, agent, file!.id, "DELETE")).status).toBe(403);
    expect((await call(list, agent, projectId, "GET")).status).toBe(200);
  });

  it("leaves a feed's project's files to its feed (409)", async () => {
    const database = await db();
    const [source] = await database.insert(feedSources).values({ name: "file-test-feed" }).returning({ id: feedSources.id });
    await database.update(projects).set({ feedSourceId: source!.id }).where(eq(projects.id, 1));
    const admin = (await issueStaffToken(4)).token;
    const refused = await call(upload, admin, 1, "POST", { title: "X", kind: "other", data: pdf("x") });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("De bestanden van dit project komen uit de feed");
  });
});
