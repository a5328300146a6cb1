import "server-only";
/** The client behind a request's session cookie, for route handlers (the same checks as next-auth's own session read). */
import { encode, getToken } from "next-auth/jwt";
import { sessionVersionOf } from "../accounts/clients";
import { staffSessionVersionOf } from "../crm/staff";
import { SESSION_IDLE_SECONDS, SIGNED_IN_HINT_COOKIE, sessionCookieName } from "./cookies";
import { authSecret, secureCookies } from "./secret";

/** The account of a valid session (signature, expiry and the current session version), or null. */
export async function sessionAccount(request: Request): Promise<{ kind: "client" | "staff"; id: number } | null> {
  if (!request.headers.get("cookie")) return null;
  const secure = secureCookies();
  const token = await getToken({
    req: { headers: Object.fromEntries(request.headers), cookies: parseCookies(request.headers.get("cookie") ?? "") } as never,
    secret: authSecret(),
    secureCookie: secure,
    cookieName: sessionCookieName(secure),
  });
  const id = Number(token?.sub);
  if (!token || !Number.isInteger(id) || id <= 0) return null;
  const kind = token.kind ?? "client";
  const version = kind === "staff" ? await staffSessionVersionOf(id) : await sessionVersionOf(id);
  return version !== null && version === token.ver ? { kind, id } : null;
}

function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name) cookies[name] = decodeURIComponentSafe(part.slice(index + 1).trim());
  }
  return cookies;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A session cookie for tests and for renewing a session whose version changed. */
export async function sessionCookieFor(kind: "client" | "staff", id: number, version: number): Promise<string> {
  const secure = secureCookies();
  const value = await encode({ token: { sub: String(id), kind, ver: version }, secret: authSecret(), maxAge: SESSION_IDLE_SECONDS });
  return serializeCookie(sessionCookieName(secure), value, { maxAge: SESSION_IDLE_SECONDS, secure, httpOnly: true });
}

/**
 * A fresh session cookie for a client whose session version just changed (a password change keeps
 * the session it was made in, and ends the others).
 */
export async function renewedSessionCookie(clientId: number, version: number): Promise<string> {
  return sessionCookieFor("client", clientId, version);
}

/** Set-Cookie values that remove the session (and its hint) from the browser. */
function clearedSessionCookies(): string[] {
  const secure = secureCookies();
  return [serializeCookie(sessionCookieName(secure), "", { maxAge: 0, secure, httpOnly: true }), serializeCookie(SIGNED_IN_HINT_COOKIE, "", { maxAge: 0, secure, httpOnly: false })];
}

/** The answer, with the browser told to drop its session cookie (a logout, a deleted account). */
export function withSessionCleared<R extends Response>(response: R): R {
  for (const cookie of clearedSessionCookies()) response.headers.append("Set-Cookie", cookie);
  return response;
}

function serializeCookie(name: string, value: string, options: { maxAge: number; secure: boolean; httpOnly: boolean }): string {
  return [`${name}=${value}`, "Path=/", `Max-Age=${options.maxAge}`, "SameSite=Lax", ...(options.httpOnly ? ["HttpOnly"] : []), ...(options.secure ? ["Secure"] : [])].join("; ");
}
