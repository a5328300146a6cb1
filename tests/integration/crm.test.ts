/**
 * The CRM API: a partner user reads, changes and exports only their own partner's leads, by any call;
 * the admin sees all and reassigns; a client's session is no way in (OWASP ASVS 8.4.1).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as dashboard } from "@/app/api/crm/dashboard/route";
import { GET as lead, PATCH as updateLead } from "@/app/api/crm/leads/[id]/route";
import { POST as reassign } from "@/app/api/crm/leads/[id]/reassign/route";
import { GET as exportCsv } from "@/app/api/crm/leads/export/route";
import { GET as inbox } from "@/app/api/crm/leads/route";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { POST as crmLogout } from "@/app/api/crm/logout/route";
import { POST as clientLogin } from "@/app/api/client-login/route";
import { POST as requests } from "@/app/api/requests/route";
import { db } from "@/lib/db/client";
import { sessionCookieFor } from "@/lib/auth/session";
import { leadExports } from "@/lib/db/schema";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

let address = 0;
const ip = () => ({ "x-costa-client-ip": `203.0.113.${++address % 250}` });
type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, options: { method?: string; path?: string; body?: unknown; token?: string; id?: number; query?: string } = {}) {
  const headers: Record<string, string> = { ...ip(), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { "content-type": "application/json" }) };
  const url = `http://localhost${options.path ?? "/api/crm/x"}${options.query ? `?${options.query}` : ""}`;
  const request = new Request(url, { method: options.method ?? (options.body === undefined ? "GET" : "POST"), headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) });
  const type = response.headers.get("content-type") ?? "";
  // Decoded keeping a byte-order mark, which Response.text() would drop. Shapes are checked by the fuzz test; fields are read freely here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = type.includes("json") ? await response.json() : new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

async function staffToken(email: string, password = "Partner2026!") {
  const answer = await call(crmLogin, { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.meta.token as string;
}

const person = { first_name: "Eva", last_name: "Jansen", email: "eva@example.nl", privacy: true, elapsed_ms: 5_000 };
async function lead_(partner: string | undefined, extra: Record<string, unknown> = {}) {
  const answer = await call(requests, { path: "/api/requests", body: { ...person, kind: "question", project_id: 7, message: "Is het zwembad verwarmd?", ...(partner ? { partner } : {}), ...extra } });
  expect(answer.status).toBe(201);
  return answer.body.data.id as number;
}

let demoLead: number;
let zuidkustLead: number;
let mainLead: number;
let demo: string;
let zuidkust: string;
let admin: string;

beforeAll(async () => {
  demoLead = await lead_("demo", { first_name: "Zoë", last_name: "Bäcker", message: "=HYPERLINK(\"http://evil.example\")" });
  zuidkustLead = await lead_("zuidkust");
  mainLead = await lead_(undefined);
  demo = await staffToken("crm@demo.test");
  zuidkust = await staffToken("crm@zuidkust.test");
  admin = await staffToken("admin@costanieuwbouw.test", "Beheer2026!");
});

describe("tenant isolation", () => {
  it("a partner user's inbox holds only their own partner's leads, whatever the filters say", async () => {
    const own = await call(inbox, { token: demo });
    expect(own.status).toBe(200);
    const ids = own.body.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(demoLead);
    expect(ids).not.toContain(zuidkustLead);
    expect(ids).not.toContain(mainLead);
    const smuggled = await call(inbox, { token: demo, query: "partner_id=2&q=Eva" });
    expect(smuggled.body.data.every((row: { partner: { id: number } }) => row.partner?.id === 1)).toBe(true);
  });

  it("another partner's lead is a 404 to read, to change and to reassign, and absent from the CSV", async () => {
    expect((await call(lead, { token: demo, id: zuidkustLead })).status).toBe(404);
    expect((await call(lead, { token: demo, id: mainLead })).status).toBe(404);
    expect((await call(updateLead, { method: "PATCH", token: demo, id: zuidkustLead, body: { status: "closed_lost" } })).status).toBe(404);
    expect((await call(reassign, { token: demo, id: zuidkustLead, body: { partner_id: 1 } })).status).toBe(403);
    expect((await call(reassign, { token: demo, id: demoLead, body: { partner_id: 2 } })).status).toBe(403);
    const csv = await call(exportCsv, { token: demo, query: "partner_id=2" });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`\n${demoLead};`);
    expect(csv.body).not.toContain(`\n${zuidkustLead};`);
    // Id guessing: every lead id there is, one by one.
    for (let id = 1; id <= mainLead + 3; id++) {
      const answer = await call(lead, { token: zuidkust, id });
      expect(answer.status === 404 || answer.body.data.partner?.id === 2, `lead ${id}`).toBe(true);
    }
  });

  it("a client's token or no token is no way into the CRM", async () => {
    const client = (await call(clientLogin, { path: "/api/client-login", body: { email: "klant@costanieuwbouw.test", password: "Zonnig2026!" } })).body.meta.token as string;
    for (const handler of [inbox, exportCsv, dashboard]) {
      expect((await call(handler, { token: client })).status).toBe(403);
      expect((await call(handler)).status).toBe(401);
    }
    expect((await call(lead, { token: client, id: demoLead })).status).toBe(403);
    expect((await call(updateLead, { method: "PATCH", token: client, id: demoLead, body: { status: "contacted" } })).status).toBe(403);
  });
});

describe("inbox filters", () => {
  it("refuses days that do not exist and takes the far ends of the range", async () => {
    for (const day of ["2026-13-45", "2026-02-30", "0000-01-01", "10000-01-01"]) expect((await call(inbox, { token: demo, query: `from=${day}` })).status, day).toBe(400);
    expect((await call(inbox, { token: demo, query: "from=1900-01-01&to=2999-12-31" })).status).toBe(200);
    expect((await call(exportCsv, { token: demo, query: "to=2999-12-31" })).status).toBe(200);
  });
});

describe("working a lead", () => {
  it("a status change with a note is history, and the first one is the response time", async () => {
    const changed = await call(updateLead, { method: "PATCH", token: demo, id: demoLead, body: { status: "contacted", note: "Gebeld, belt terug" } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.status).toBe("contacted");
    expect(changed.body.data.first_response_at).not.toBeNull();
    await call(updateLead, { method: "PATCH", token: demo, id: demoLead, body: { note: "Voorkeur voor zaterdag" } });
    const detail = (await call(lead, { token: demo, id: demoLead })).body.data;
    expect(detail.events.map((event: { kind: string }) => event.kind)).toEqual(["created", "status", "note"]);
    expect(detail.events[1]).toMatchObject({ from_status: "new", to_status: "contacted", note: "Gebeld, belt terug", by: "Sanne Jansen" });
    expect((await call(updateLead, { method: "PATCH", token: demo, id: demoLead, body: {} })).status).toBe(422);
    expect((await call(updateLead, { method: "PATCH", token: demo, id: demoLead, body: { status: "gewonnen" } })).status).toBe(422);
  });

  it("the admin sees every partner's leads and reassigns one; then only the new partner has it", async () => {
    const all = (await call(inbox, { token: admin, query: "per_page=100" })).body.data.map((row: { id: number }) => row.id);
    expect(all).toEqual(expect.arrayContaining([demoLead, zuidkustLead, mainLead]));
    const moved = await call(reassign, { token: admin, id: zuidkustLead, body: { partner_id: 1 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.partner.id).toBe(1);
    expect(moved.body.data.events.at(-1).kind).toBe("reassigned");
    expect((await call(lead, { token: zuidkust, id: zuidkustLead })).status).toBe(404);
    expect((await call(lead, { token: demo, id: zuidkustLead })).status).toBe(200);
    expect((await call(reassign, { token: admin, id: zuidkustLead, body: { partner_id: 999 } })).status).toBe(422);
  });
});

describe("CSV export", () => {
  it("opens in Excel: BOM, semicolons, Dutch characters, no formulas; and every export is logged", async () => {
    const before = (await (await db()).select().from(leadExports)).length;
    const csv = await call(exportCsv, { token: demo });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="aanvragen-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = csv.body as string;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split("\r\n")[0]).toBe("\uFEFFNummer;Ontvangen;Soort;Status;Voornaam;Achternaam;E-mail;Telefoon;Postcode;Woonplaats;Project;Partner;Onderwerp;Bericht;Voorkeursdatum;Dagdeel");
    expect(text).toContain("Zoë;Bäcker");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const logged = await (await db()).select().from(leadExports);
    expect(logged.length).toBe(before + 1);
    expect(logged.at(-1)).toMatchObject({ staffUserId: 1, rowCount: text.trim().split("\r\n").length - 1 });
  });
});

// Guessing a CRM user's password: tests/integration/login-limits.test.ts.
describe("dashboard", () => {
  it("counts within the scope", async () => {
    const figures = (await call(dashboard, { token: demo })).body.data;
    expect(figures.new_this_week).toBeGreaterThanOrEqual(1);
    expect(figures.per_kind.every((row: { total: number }) => row.total > 0)).toBe(true);
    expect(figures.response_hours.length).toBeGreaterThanOrEqual(1);
  });
});

describe("logging out", () => {
  it("revokes the Bearer token it is sent with, and no other", async () => {
    const leaving = await staffToken("crm@demo.test");
    const staying = await staffToken("crm@demo.test");
    const answer = await call(crmLogout, { path: "/api/crm/logout", method: "POST", token: leaving });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ logged_out: true });
    expect((await call(inbox, { token: leaving })).status).toBe(401);
    expect((await call(inbox, { token: staying })).status).toBe(200);
  });

  it("with the CRM session ends every session and token of the user, and clears the cookie", async () => {
    const login = await call(crmLogin, { body: { email: "crm@zuidkust.test", password: "Partner2026!" } });
    const token = login.body.meta.token as string;
    const cookie = await sessionCookieFor("staff", login.body.data.user.id as number, 0);
    const response = await crmLogout(new Request("http://localhost/api/crm/logout", { method: "POST", headers: { cookie, ...ip() } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await call(inbox, { token })).status).toBe(401);
    zuidkust = await staffToken("crm@zuidkust.test"); // for any test that follows
  });
});
