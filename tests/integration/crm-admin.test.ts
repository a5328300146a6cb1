/**
 * The CRM's admin calls: partners (with logos) and CRM users. Only the main brand's admins get in;
 * a partner's CRM user, a client (token or session cookie) and a guest are refused by every call.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as clientLogin } from "@/app/api/client-login/route";
import { GET as inbox } from "@/app/api/crm/leads/route";
import { POST as reassign } from "@/app/api/crm/leads/[id]/reassign/route";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { PATCH as updatePartner } from "@/app/api/crm/partners/[id]/route";
import { DELETE as deleteLogo, POST as uploadLogo } from "@/app/api/crm/partners/[id]/logo/route";
import { GET as partners, POST as createPartner } from "@/app/api/crm/partners/route";
import { PATCH as updateStaff } from "@/app/api/crm/staff/[id]/route";
import { GET as staff, POST as createStaff } from "@/app/api/crm/staff/route";
import { GET as logo } from "@/app/media/partners/[id]/logo/route";
import { sessionCookieFor } from "@/lib/auth/session";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

let address = 0;
type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
type Options = { method?: string; body?: unknown; token?: string; cookie?: string; id?: number };

async function call(handler: Handler, options: Options = {}) {
  const headers: Record<string, string> = {
    "x-costa-client-ip": `198.51.100.${++address % 250}`,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.cookie ? { cookie: options.cookie, origin: "http://localhost" } : {}),
    ...(options.body === undefined ? {} : { "content-type": "application/json" }),
  };
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const request = new Request("http://localhost/api/crm/x", { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are checked by the fuzz test; fields are read freely here
  const body: any = (response.headers.get("content-type") ?? "").includes("json") ? await response.json() : null;
  return { status: response.status, body };
}

async function login(email: string, password = "Partner2026!") {
  const answer = await call(crmLogin, { body: { email, password } });
  return { status: answer.status, token: answer.body?.meta?.token as string };
}

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899631056c8fa0f000284019d45d942980000000049454e44ae426082", "hex");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const base64 = (bytes: Buffer) => bytes.toString("base64");

let admin: string;
let demo: string;
let client: string;

beforeAll(async () => {
  admin = (await login("admin@costanieuwbouw.test", "Beheer2026!")).token;
  demo = (await login("crm@demo.test")).token;
  client = (await call(clientLogin, { body: { email: "klant@costanieuwbouw.test", password: "Zonnig2026!" } })).body.meta.token;
});

describe("who may call", () => {
  const calls: Array<[string, Handler, Options]> = [
    ["list partners", partners, {}],
    ["add a partner", createPartner, { body: { slug: "nieuw", name: "Nieuw" } }],
    ["change a partner", updatePartner, { method: "PATCH", id: 1, body: { name: "Overgenomen" } }],
    ["upload a logo", uploadLogo, { id: 1, body: { type: "image/png", data: base64(PNG) } }],
    ["remove a logo", deleteLogo, { method: "DELETE", id: 1 }],
    ["list CRM users", staff, {}],
    ["add a CRM user", createStaff, { body: { email: "x@demo.test", name: "X Y", role: "admin", password: "Lang genoeg 2026" } }],
    ["change a CRM user", updateStaff, { method: "PATCH", id: 4, body: { active: false } }],
    ["reassign a lead", reassign, { id: 1, body: { partner_id: 1 } }],
  ];

  it.each(calls)("%s: 403 for a partner's CRM user and a client, by token or session; 401 for a guest", async (_name, handler, options) => {
    expect((await call(handler, { ...options, token: demo })).status).toBe(403);
    expect((await call(handler, { ...options, cookie: await sessionCookieFor("staff", 1, 0) })).status).toBe(403);
    expect((await call(handler, { ...options, token: client })).status).toBe(403);
    expect((await call(handler, { ...options, cookie: await sessionCookieFor("client", 1, 0) })).status).toBe(403);
    expect((await call(handler, options)).status).toBe(401);
  });

  it("lets the admin in by session cookie too, but not a cookie write from another site", async () => {
    const cookie = await sessionCookieFor("staff", 4, 0);
    expect((await call(partners, { cookie })).status).toBe(200);
    const request = new Request("http://localhost/api/crm/partners", { method: "POST", headers: { cookie, origin: "http://evil.example", "content-type": "application/json" }, body: "{}" });
    expect((await createPartner(request)).status).toBe(403);
  });
});

describe("partners", () => {
  let id: number;

  it("adds a partner with the CLI's rules", async () => {
    const created = await call(createPartner, { token: admin, body: { slug: "costa-huis", name: "Costa Huis", domain: "https://www.costahuis.nl/", primary: "#112233", regions: [] } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: "costa-huis", domain: "costahuis.nl", colors: { primary: "#112233", secondary: "#fffb00", heading_color: null }, active: true, logo_url: null });
    id = created.body.data.id;

    const bad = await call(createPartner, { token: admin, body: { slug: "contact", name: "X", primary: "blue" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["name", "primary", "slug"]);
    expect((await call(createPartner, { token: admin, body: { slug: "costa-huis", name: "Dubbel" } })).body.error.fields.slug).toEqual(["bestaat al"]);
    expect((await call(createPartner, { token: admin, body: { slug: "ander", name: "Ander", domain: "costahuis.nl" } })).body.error.fields.domain[0]).toMatch(/al in gebruik/);
    expect((await call(createPartner, { token: admin, body: { slug: "ander", name: "Ander", unknown: 1 } })).status).toBe(422);
  });

  it("keeps a costa exclusive to one partner", async () => {
    const all = (await call(partners, { token: admin })).body.data as Array<{ slug: string; regions: number[] }>;
    const zuidkustCosta = all.find((partner) => partner.slug === "zuidkust")!.regions[0]!;
    const taken = await call(updatePartner, { method: "PATCH", token: admin, id, body: { regions: [zuidkustCosta] } });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields.regions[0]).toMatch(/al exclusief voor partner 'zuidkust'/);
    expect((await call(updatePartner, { method: "PATCH", token: admin, id, body: { regions: [999_999] } })).body.error.fields.regions).toEqual(["onbekende regio"]);
  });

  it("changes a partner but never its slug, and 404s an unknown one", async () => {
    const changed = await call(updatePartner, { method: "PATCH", token: admin, id, body: { name: "Costa Huis BV", heading: "#445566", domain: null, active: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: "Costa Huis BV", colors: { heading_color: "#445566" }, domain: null, active: false });
    expect((await call(updatePartner, { method: "PATCH", token: admin, id, body: { slug: "andere-slug" } })).status).toBe(422);
    expect((await call(updatePartner, { method: "PATCH", token: admin, id: 99_999, body: { name: "Niemand" } })).status).toBe(404);
  });

  it("takes a PNG logo and serves it re-encoded as WebP with nosniff; refuses SVG, a wrong type and a large file", async () => {
    const uploaded = await call(uploadLogo, { token: admin, id, body: { type: "image/png", data: base64(PNG) } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.logo_url).toMatch(new RegExp(`^/media/partners/${id}/logo\\?v=\\w+$`));
    const served = await logo(new Request(`http://localhost/media/partners/${id}/logo`), { params: Promise.resolve({ id: String(id) }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1, 1]);

    for (const [type, bytes] of [["image/png", SVG], ["image/jpeg", PNG], ["image/webp", Buffer.alloc(0)], ["image/png", Buffer.concat([PNG, Buffer.alloc(512 * 1024)])]] as const) {
      const refused = await call(uploadLogo, { token: admin, id, body: { type, data: base64(bytes) } });
      expect(refused.status, type).toBe(422);
      expect(refused.body.error.fields.data).toHaveLength(1);
    }
    expect((await call(uploadLogo, { token: admin, id, body: { type: "image/svg+xml", data: base64(SVG) } })).status).toBe(422);
    expect((await call(uploadLogo, { token: admin, id: 99_999, body: { type: "image/png", data: base64(PNG) } })).status).toBe(404);
  });

  it("removes a logo", async () => {
    const removed = await call(deleteLogo, { method: "DELETE", token: admin, id });
    expect(removed.status).toBe(200);
    expect(removed.body.data.logo_url).toBeNull();
    expect((await logo(new Request("http://localhost/"), { params: Promise.resolve({ id: String(id) }) })).status).toBe(404);
    expect((await logo(new Request("http://localhost/"), { params: Promise.resolve({ id: "x" }) })).status).toBe(404);
  });
});

describe("CRM users", () => {
  let userId: number;

  it("adds a partner user with the clients' password rules; the e-mail is unique", async () => {
    const body = { email: "Nieuw@Zuidkust.test", name: "Nieuwe Collega", role: "partner", partner_id: 2, password: "Zonneschijn aan zee 7" };
    const created = await call(createStaff, { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: "nieuw@zuidkust.test", role: "partner", partner: { id: 2, slug: "zuidkust" }, active: true });
    userId = created.body.data.id;
    expect((await call(createStaff, { token: admin, body })).status).toBe(409);
    const weak = await call(createStaff, { token: admin, body: { ...body, email: "zwak@zuidkust.test", password: "password123" } });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBeDefined();
    expect((await call(createStaff, { token: admin, body: { ...body, email: "los@zuidkust.test", partner_id: undefined } })).body.error.fields.partner_id).toEqual(["Kies een partner"]);
    expect((await call(createStaff, { token: admin, body: { ...body, email: "los@zuidkust.test", partner_id: 99_999 } })).body.error.fields.partner_id).toEqual(["onbekende partner"]);
    expect((await call(createStaff, { token: admin, body: { ...body, email: "los@zuidkust.test", role: "admin" } })).status).toBe(422);
  });

  it("the new user logs in and sees their own partner's leads only", async () => {
    const { status, token } = await login("nieuw@zuidkust.test", "Zonneschijn aan zee 7");
    expect(status).toBe(200);
    const leads = await call(inbox, { token });
    expect(leads.status).toBe(200);
    expect(leads.body.data.every((lead: { partner: { id: number } | null }) => lead.partner?.id === 2)).toBe(true);
  });

  it("a new password ends the user's tokens; deactivating ends them and the log-in", async () => {
    const before = (await login("nieuw@zuidkust.test", "Zonneschijn aan zee 7")).token;
    expect((await call(updateStaff, { method: "PATCH", token: admin, id: userId, body: { password: "Nieuw wachtwoord 2026" } })).status).toBe(200);
    expect((await call(inbox, { token: before })).status).toBe(401);
    const after = await login("nieuw@zuidkust.test", "Nieuw wachtwoord 2026");
    expect(after.status).toBe(200);

    const deactivated = await call(updateStaff, { method: "PATCH", token: admin, id: userId, body: { active: false } });
    expect(deactivated.body.data.active).toBe(false);
    expect((await call(inbox, { token: after.token })).status).toBe(401);
    expect((await login("nieuw@zuidkust.test", "Nieuw wachtwoord 2026")).status).toBe(401);
    const list = (await call(staff, { token: admin })).body.data as Array<{ id: number; active: boolean }>;
    expect(list.find((user) => user.id === userId)?.active).toBe(false);
  });

  it("refuses an admin's own deactivation, an empty change and an unknown user", async () => {
    expect((await call(updateStaff, { method: "PATCH", token: admin, id: 4, body: { active: false } })).body.error.fields.active).toBeDefined();
    expect((await call(updateStaff, { method: "PATCH", token: admin, id: userId, body: {} })).status).toBe(422);
    expect((await call(updateStaff, { method: "PATCH", token: admin, id: 99_999, body: { name: "Niemand hier" } })).status).toBe(404);
  });
});
