/**
 * The admin's side of the partner's site fields (issue 31): `PATCH /api/crm/partners/{id}` changes
 * WhatsApp, opening hours, the over-ons text and social links too, checked by the owner's rules and
 * audited under the admin's name; an owner cannot use the admin's call. And `/crm/users`' list knows
 * a colleague's team role and whether their invitation is still pending.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { GET as myPartner } from "@/app/api/crm/my-partner/route";
import { GET as partnerAudit } from "@/app/api/crm/partners/[id]/audit/route";
import { PATCH as adminChange } from "@/app/api/crm/partners/[id]/route";
import { listStaffUsers } from "@/lib/crm/staff-admin";
import { db } from "@/lib/db/client";
import { staffUsers } from "@/lib/db/schema";
import { PARTNER_ID } from "@/lib/db/seed/partners";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

let address = 0;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, options: { method?: string; body?: unknown; token: string; id?: number }) {
  const headers: Record<string, string> = { "x-costa-client-ip": `198.51.100.${++address % 250}`, authorization: `Bearer ${options.token}`, ...(options.body === undefined ? {} : { "content-type": "application/json" }) };
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const response = await handler(new Request("http://localhost/api/crm/x", { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) }), { params: Promise.resolve({ id: String(options.id ?? 0) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are checked by the fuzz test; fields are read freely here
  return { status: response.status, body: (await response.json()) as any };
}

async function login(email: string, password: string) {
  const response = await crmLogin(new Request("http://localhost/api/crm/login", { method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": "198.51.100.251" }, body: JSON.stringify({ email, password }) }));
  return ((await response.json()) as { meta: { token: string } }).meta.token;
}

let admin: string;
let zuidkustOwner: string;

beforeAll(async () => {
  [admin, zuidkustOwner] = await Promise.all([login("admin@costanieuwbouw.test", "Beheer2026!"), login("crm@zuidkust.test", "Partner2026!")]);
});

describe("the admin changes a partner's site fields", () => {
  it("changes WhatsApp, hours, over-ons text and social links with the CLI's fields; the owner sees them; audited as the admin", async () => {
    const body = { name: "Zuidkust Vastgoed", whatsapp: "+31 6 1234 5678", opening_hours: "ma–vr 9–17", about: "Sinds 2004 aan de Costa Blanca.", socials: { instagram: "https://instagram.com/zuidkust" } };
    const changed = await call(adminChange, { method: "PATCH", token: admin, id: PARTNER_ID.zuidkust, body });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ whatsapp: "+31 6 1234 5678", opening_hours: "ma–vr 9–17", about: "Sinds 2004 aan de Costa Blanca.", socials: { instagram: "https://instagram.com/zuidkust" } });
    expect((await call(myPartner, { token: zuidkustOwner })).body.data).toMatchObject({ about: "Sinds 2004 aan de Costa Blanca.", socials: { instagram: "https://instagram.com/zuidkust" } });

    // The site's fields alone are a change too; null clears, a network left out stays.
    const alone = await call(adminChange, { method: "PATCH", token: admin, id: PARTNER_ID.zuidkust, body: { about: null, socials: { facebook: "https://facebook.com/zuidkust" } } });
    expect(alone.status).toBe(200);
    expect(alone.body.data.about).toBeNull();
    expect(alone.body.data.socials).toEqual({ instagram: "https://instagram.com/zuidkust", facebook: "https://facebook.com/zuidkust" });

    // Newest first: the second change, then the first (the name was unchanged: not listed).
    const entries = (await call(partnerAudit, { token: admin, id: PARTNER_ID.zuidkust })).body.data as Array<{ who: { name: string }; changes: Array<{ field: string }> }>;
    expect(entries.slice(0, 2).map((entry) => entry.who.name)).toEqual(["Marieke Bakker", "Marieke Bakker"]);
    expect(entries[0]!.changes.map((change) => change.field).sort()).toEqual(["about", "socials"]);
    expect(entries[1]!.changes.map((change) => change.field).sort()).toEqual(["about", "opening_hours", "socials", "whatsapp"]);
    // WhatsApp is a personal number: named, never copied into the list.
    expect(entries[1]!.changes).toContainEqual({ field: "whatsapp" });
  });

  it("refuses what the owner's form refuses, at the field; an empty change is a 422; an owner gets a 403", async () => {
    const http = await call(adminChange, { method: "PATCH", token: admin, id: PARTNER_ID.zuidkust, body: { socials: { instagram: "http://instagram.com/x" }, whatsapp: "bel me" } });
    expect(http.status).toBe(422);
    expect(Object.keys(http.body.error.fields).sort()).toEqual(["socials.instagram", "whatsapp"]);
    expect((await call(adminChange, { method: "PATCH", token: admin, id: PARTNER_ID.zuidkust, body: {} })).status).toBe(422);
    expect((await call(adminChange, { method: "PATCH", token: zuidkustOwner, id: PARTNER_ID.zuidkust, body: { about: "Gekaapt" } })).status).toBe(403);
  });
});

describe("the admin's list of CRM users", () => {
  it("knows a partner user's team role and a pending invitation", async () => {
    const database = await db();
    const [agent] = await database.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, "agent@zuidkust.test"));
    await database.update(staffUsers).set({ invitePending: true }).where(eq(staffUsers.id, agent!.id));
    const users = await listStaffUsers(database);
    expect(users.find((user) => user.email === "agent@zuidkust.test")).toMatchObject({ teamRole: "agent", invitePending: true, active: true });
    expect(users.find((user) => user.email === "crm@zuidkust.test")).toMatchObject({ teamRole: "owner", invitePending: false });
    expect(users.find((user) => user.email === "admin@costanieuwbouw.test")).toMatchObject({ teamRole: null, invitePending: false });
  });
});
