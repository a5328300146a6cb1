import "server-only";
/**
 * Who is calling: a guest, a client (session cookie or Bearer token) or a CRM user. The handler
 * wrapper asks once per request and passes the answer to the handler, which decides what the caller
 * may see; data-layer functions take the principal too, so no check rests on one place alone.
 * CRM users arrive with the CRM feature.
 */
import { timingSafeEqual } from "node:crypto";
import { resolveApiToken } from "../accounts/api-tokens";
import { sessionAccount } from "../auth/session";
import { getStaffUser, ownedPartnerId, resolveStaffToken, type StaffScope, type StaffUser } from "../crm/staff";
import { env } from "../env";
import type { Access } from "./call";

export type Principal =
  | { kind: "guest" }
  | { kind: "client"; clientId: number; via: "session" }
  | { kind: "client"; clientId: number; via: "bearer"; tokenId: number }
  | ({ kind: "staff"; via: "session" } & StaffIdentity)
  | ({ kind: "staff"; via: "bearer"; tokenId: number } & StaffIdentity)
  /** The people who run the site, with INTERNAL_API_TOKEN (the `npm run` operator commands). */
  | { kind: "operator"; via: "bearer" };

interface StaffIdentity {
  staffId: number;
  role: "partner" | "admin";
  teamRole: "owner" | "agent" | null;
  partnerId: number | null;
}

function staffIdentity(user: StaffUser): StaffIdentity {
  return { staffId: user.id, role: user.role, teamRole: user.teamRole, partnerId: user.partnerId };
}

const GUEST: Principal = { kind: "guest" };

type ClientPrincipal = Extract<Principal, { kind: "client" }>;
export type StaffPrincipal = Extract<Principal, { kind: "staff" }>;

/** The principal a handler receives for a call's declared access: the wrapper has already refused anyone else. */
export type PrincipalFor<A extends Access> = A extends "client"
  ? ClientPrincipal
  : A extends "staff" | "admin" | "owner"
    ? StaffPrincipal
    : A extends "operator"
      ? Extract<Principal, { kind: "operator" }>
      : Principal;

/** The Bearer token of a request, when it sends one. */
function bearerToken(request: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]{16,512}=*)$/.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

function isOperatorToken(token: string): boolean {
  const expected = env().INTERNAL_API_TOKEN;
  if (!expected) return false;
  const [a, b] = [Buffer.from(token), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A Bearer token (the operators' token, or a client's from `POST /api/client-login`) wins over the
 * session cookie; an invalid token makes the caller a guest rather than falling back to the cookie.
 */
export async function authenticate(request: Request): Promise<Principal> {
  const token = bearerToken(request);
  if (token) {
    if (isOperatorToken(token)) return { kind: "operator", via: "bearer" };
    const resolved = await resolveApiToken(token);
    if (resolved) return { kind: "client", clientId: resolved.clientId, via: "bearer", tokenId: resolved.tokenId };
    const staff = await resolveStaffToken(token);
    return staff ? { kind: "staff", ...staffIdentity(staff.user), via: "bearer", tokenId: staff.tokenId } : GUEST;
  }
  const account = await sessionAccount(request);
  if (!account) return GUEST;
  if (account.kind === "client") return { kind: "client", clientId: account.id, via: "session" };
  const staff = await getStaffUser(account.id);
  return staff ? { kind: "staff", ...staffIdentity(staff), via: "session" } : GUEST;
}

/** The CRM scope of a staff principal: what the lead and project queries are limited by. */
export function staffScope(principal: StaffPrincipal): StaffScope {
  return { id: principal.staffId, role: principal.role, teamRole: principal.teamRole, partnerId: principal.partnerId };
}

/** Whether the principal may make a call of this access (the wrapper then hands it on as `PrincipalFor`). */
export function allows(access: Access, principal: Principal): boolean {
  if (access === "public") return true;
  // A partner's CRM user is staff too, but never an admin: partner management and reassignment are the main brand's.
  if (access === "admin") return principal.kind === "staff" && principal.role === "admin";
  // A partner's own site and team: its owners only (the admin manages every partner through the admin calls).
  if (access === "owner") return principal.kind === "staff" && ownedPartnerId(staffScope(principal)) !== null;
  return principal.kind === access;
}
