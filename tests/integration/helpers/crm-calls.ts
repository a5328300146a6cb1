/**
 * Calling the CRM's route handlers as a browser or a partner's tool would: a Bearer token or a session
 * cookie (with the same-site origin a browser sends), a new client address each time (so the rate
 * limits do not hide what is tested), and the team's owners as the database holds them.
 */
import { and, eq } from "drizzle-orm";
import type { StaffScope } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { staffUsers } from "@/lib/db/schema";

export type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
export type Options = { method?: string; body?: unknown; token?: string; cookie?: string; id?: number };

let address = 0;

export async function call(handler: Handler, options: Options = {}) {
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

/** A CRM user's scope as the API would build it, read from the database. */
export async function teamScope(staffId: number): Promise<StaffScope> {
  const [row] = await (await db()).select({ id: staffUsers.id, role: staffUsers.role, teamRole: staffUsers.teamRole, partnerId: staffUsers.partnerId }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return row!;
}

/** The ids of the active owners of this CRM user's partner. */
export async function ownersOf(staffId: number): Promise<number[]> {
  const { partnerId } = await teamScope(staffId);
  const rows = await (await db())
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.partnerId, partnerId!), eq(staffUsers.teamRole, "owner"), eq(staffUsers.active, true)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
