/**
 * The owner's own brand (`/api/crm/my-partner…`) and the admin's side (audit list, domain activation):
 * tenants apart (an owner reaches only its own partner, whatever the request names), an agent cannot
 * do an owner's work, the admin can; colours are corrected, never unreadable; every change is audited.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { GET as myAudit } from "@/app/api/crm/my-partner/audit/route";
import { GET as myDomain, POST as requestDomain } from "@/app/api/crm/my-partner/domain/route";
import { DELETE as removeLogo, POST as uploadLogo } from "@/app/api/crm/my-partner/logo/route";
import { GET as myPartner, PATCH as changeBrand } from "@/app/api/crm/my-partner/route";
import { GET as partnerAudit } from "@/app/api/crm/partners/[id]/audit/route";
import { POST as activateDomain } from "@/app/api/crm/partners/[id]/domain/route";
import { PATCH as adminChange } from "@/app/api/crm/partners/[id]/route";
import { sessionCookieFor } from "@/lib/auth/session";
import { PARTNER_ID } from "@/lib/db/seed/partners";
import { checkDomain } from "@/lib/partners/domain-check";
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
  return (await call(crmLogin, { body: { email, password } })).body.meta.token as string;
}

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899631056c8fa0f000284019d45d942980000000049454e44ae426082", "hex");

let demoOwner: string;
let zuidkustOwner: string;
let demoAgent: string;
let admin: string;

beforeAll(async () => {
  [demoOwner, zuidkustOwner, demoAgent, admin] = await Promise.all([login("crm@demo.test"), login("crm@zuidkust.test"), login("agent@demo.test"), login("admin@costanieuwbouw.test", "Beheer2026!")]);
});

const OWNER_CALLS: Array<[string, Handler, Options]> = [
  ["read the brand", myPartner, {}],
  ["change the brand", changeBrand, { method: "PATCH", body: { name: "Overgenomen" } }],
  ["upload a logo", uploadLogo, { body: { type: "image/png", data: PNG.toString("base64") } }],
  ["remove the logo", removeLogo, { method: "DELETE" }],
  ["read the audit list", myAudit, {}],
  ["see the domain", myDomain, {}],
  ["ask for a domain", requestDomain, { body: { domain: "overgenomen.test" } }],
];

describe("who may change a partner's brand", () => {
  it.each(OWNER_CALLS)("%s: 403 for an agent (token or session) and the admin, 401 for a guest", async (_name, handler, options) => {
    expect((await call(handler, { ...options, token: demoAgent })).status).toBe(403);
    expect((await call(handler, { ...options, cookie: await sessionCookieFor("staff", 5, 0) })).status).toBe(403);
    expect((await call(handler, { ...options, token: admin })).status).toBe(403);
    expect((await call(handler, options)).status).toBe(401);
  });

  it("gives each owner its own partner alone, and never takes a partner from the body", async () => {
    expect((await call(myPartner, { token: demoOwner })).body.data).toMatchObject({ id: PARTNER_ID.demo, slug: "demo" });
    expect((await call(myPartner, { token: zuidkustOwner })).body.data).toMatchObject({ id: PARTNER_ID.zuidkust, slug: "zuidkust" });
    for (const body of [{ id: PARTNER_ID.zuidkust, name: "Gekaapt" }, { partner: "zuidkust", name: "Gekaapt" }, { slug: "zuidkust" }]) {
      expect((await call(changeBrand, { method: "PATCH", token: demoOwner, body })).status).toBe(422);
    }
    expect((await call(myPartner, { token: zuidkustOwner })).body.data.name).not.toBe("Gekaapt");
  });

  it("keeps the admin's partner calls from owners and agents", async () => {
    for (const token of [demoOwner, demoAgent]) {
      expect((await call(partnerAudit, { token, id: PARTNER_ID.zuidkust })).status).toBe(403);
      expect((await call(partnerAudit, { token, id: PARTNER_ID.demo })).status).toBe(403);
      expect((await call(activateDomain, { token, id: PARTNER_ID.demo })).status).toBe(403);
    }
  });
});

describe("the owner's brand", () => {
  it("saves readable colours as chosen, and names each surface where the site corrects an unreadable pair", async () => {
    const readable = await call(changeBrand, { method: "PATCH", token: demoOwner, body: { primary: "#0b3d2e", secondary: "#ffd166", heading: null } });
    expect(readable.status).toBe(200);
    expect(readable.body.data.colors).toEqual({ primary: "#0b3d2e", secondary: "#ffd166", heading_color: null });
    expect(readable.body.data.contrast).toEqual([]);

    const light = await call(changeBrand, { method: "PATCH", token: demoOwner, body: { primary: "#ffee00", secondary: "#fff8cc" } });
    expect(light.status).toBe(200);
    const surfaces = light.body.data.contrast.map((check: { surface: string }) => check.surface);
    expect(surfaces).toEqual(expect.arrayContaining(["primary", "link"]));
    expect(light.body.data.contrast.find((check: { surface: string }) => check.surface === "primary")).toEqual({ surface: "primary", chosen: "#ffffff", used: "#000000" });

    expect((await call(changeBrand, { method: "PATCH", token: demoOwner, body: { primary: "geel" } })).body.error.fields.primary).toHaveLength(1);
    expect((await call(changeBrand, { method: "PATCH", token: demoOwner, body: {} })).status).toBe(422);
  });

  it("changes contact details, the over-ons text and social links", async () => {
    const changed = await call(changeBrand, {
      method: "PATCH",
      token: demoOwner,
      body: { phone: "+31 20 555 0101", whatsapp: "+31 6 5550 0101", opening_hours: "ma-vr 9-17", about: "Wij helpen u thuis in Spanje.", socials: { instagram: "https://instagram.com/demo", facebook: null } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: "+31 20 555 0101", whatsapp: "+31 6 5550 0101", opening_hours: "ma-vr 9-17", about: "Wij helpen u thuis in Spanje.", socials: { instagram: "https://instagram.com/demo" } });
    const bad = await call(changeBrand, { method: "PATCH", token: demoOwner, body: { whatsapp: "bel mij", socials: { instagram: "javascript:alert(1)" } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["socials.instagram", "whatsapp"]);
  });

  it("uploads and removes the own logo through the admin's checks", async () => {
    const uploaded = await call(uploadLogo, { token: demoOwner, body: { type: "image/png", data: PNG.toString("base64") } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.logo_url).toMatch(new RegExp(`^/media/partners/${PARTNER_ID.demo}/logo\\?v=\\w+$`));
    expect((await call(uploadLogo, { token: demoOwner, body: { type: "image/jpeg", data: PNG.toString("base64") } })).status).toBe(422);
    expect((await call(removeLogo, { method: "DELETE", token: demoOwner })).body.data.logo_url).toBeNull();
  });

  it("lists who changed what and when: values for the brand, field names alone for personal data; each tenant its own", async () => {
    const entries = (await call(myAudit, { token: demoOwner })).body.data as Array<{ who: { name: string }; at: string; changes: Array<{ field: string; old?: string | null; new?: string | null }> }>;
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.every((entry) => entry.who.name === "Sanne Jansen" && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
    const changes = entries.flatMap((entry) => entry.changes);
    expect(changes).toContainEqual({ field: "primary", old: "#0b3d2e", new: "#ffee00" });
    expect(changes).toContainEqual({ field: "phone" });
    expect(changes).toContainEqual({ field: "whatsapp" });
    expect(changes.some((change) => change.field === "logo")).toBe(true);
    expect(JSON.stringify(entries)).not.toContain("555");

    expect((await call(myAudit, { token: zuidkustOwner })).body.data).toEqual([]);
    expect((await call(partnerAudit, { token: admin, id: PARTNER_ID.demo })).body.data).toEqual(entries);
    expect((await call(partnerAudit, { token: admin, id: 99_999 })).status).toBe(404);
  });

  it("records the admin's own changes under the admin's name", async () => {
    expect((await call(adminChange, { method: "PATCH", token: admin, id: PARTNER_ID.zuidkust, body: { secondary: "#00aa88" } })).status).toBe(200);
    const [latest] = (await call(myAudit, { token: zuidkustOwner })).body.data;
    expect(latest).toMatchObject({ who: { name: "Marieke Bakker" }, changes: [{ field: "secondary", new: "#00aa88" }] });
  });
});

describe("the own domain", () => {
  it("shows the record to create, refuses a taken domain, and lets the admin activate the request", async () => {
    expect((await call(myDomain, { token: demoOwner })).body.data).toMatchObject({ domain: null, requested_domain: null, record: null, points_to_us: null });
    expect((await call(requestDomain, { token: demoOwner, body: { domain: "partner-a.test" } })).body.error.fields.domain[0]).toMatch(/al in gebruik/);
    expect((await call(activateDomain, { token: admin, id: PARTNER_ID.demo })).status).toBe(409);

    const requested = await call(requestDomain, { token: demoOwner, body: { domain: "https://www.demo-makelaars.test/" } });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({ domain: null, requested_domain: "demo-makelaars.test", points_to_us: false, addresses: [] });
    expect(requested.body.data.record).toEqual({ type: "CNAME", name: "demo-makelaars.test", value: requested.body.data.target });

    const activated = await call(activateDomain, { token: admin, id: PARTNER_ID.demo });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ domain: "demo-makelaars.test", requested_domain: null });
    expect((await call(myPartner, { token: demoOwner })).body.data.domain).toBe("demo-makelaars.test");
    const [latest] = (await call(myAudit, { token: demoOwner })).body.data;
    expect(latest).toMatchObject({ who: { name: "Marieke Bakker" }, changes: expect.arrayContaining([{ field: "domain", old: null, new: "demo-makelaars.test" }]) });
  });

  it("knows from a real lookup whether a domain points to the target", async () => {
    expect(await checkDomain("localhost", "127.0.0.1")).toMatchObject({ pointsToUs: true, record: { type: "A", name: "localhost", value: "127.0.0.1" } });
    expect(await checkDomain("localhost", "localhost")).toMatchObject({ pointsToUs: true, record: { type: "CNAME" } });
    expect(await checkDomain("partner-a.test", "127.0.0.1")).toEqual({ pointsToUs: false, addresses: [], record: { type: "A", name: "partner-a.test", value: "127.0.0.1" } });
    expect((await checkDomain("partner-a.test", "::1")).record.type).toBe("AAAA");
  });
});
