import "server-only";
/** The client behind a request's session cookie, for route handlers (the same checks as next-auth's own session read). */
import { encode, getToken } from "next-auth/jwt";
import { sessionVersionOf } from "../accounts/clients";
import { SESSION_IDLE_SECONDS, SIGNED_IN_HINT_COOKIE, sessionCookieName } from "./cookies";
import { authSecret, secureCookies } from "./secret";

/** The client id of a valid session (signature, expiry and the current session version), or null. */
export async function sessionClientId(request: Request): Promise<number | null> {
  if (!request.headers.get("cookie")) return null;
  const secure = secureCookies();
  const token = await getToken({
    req: { headers: Object.fromEntries(request.headers), cookies: parseCookies(request.headers.get("cookie") ?? "") } as never,
    secret: authSecret(),
    secureCookie: secure,
    cookieName: sessionCookieName(secure),
  });
  const clientId = Number(token?.sub);
  if (!token || !Number.isInteger(clientId) || clientId <= 0) return null;
  const version = await sessionVersionOf(clientId);
  return version !== null && version === token.ver ? clientId : null;
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

/**
 * A fresh session cookie for a client whose session version just changed (a password change keeps
 * the session it was made in, and ends the others).
 */
export async function renewedSessionCookie(clientId: number, version: number): Promise<string> {
  const secure = secureCookies();
  const value = await encode({ token: { sub: String(clientId), ver: version }, secret: authSecret(), maxAge: SESSION_IDLE_SECONDS });
  return serializeCookie(sessionCookieName(secure), value, { maxAge: SESSION_IDLE_SECONDS, secure, httpOnly: true });
}

/** Set-Cookie values that remove the session (and its hint) from the browser. */
export function clearedSessionCookies(): string[] {
  const secure = secureCookies();
  return [serializeCookie(sessionCookieName(secure), "", { maxAge: 0, secure, httpOnly: true }), serializeCookie(SIGNED_IN_HINT_COOKIE, "", { maxAge: 0, secure, httpOnly: false })];
}

function serializeCookie(name: string, value: string, options: { maxAge: number; secure: boolean; httpOnly: boolean }): string {
  return [`${name}=${value}`, "Path=/", `Max-Age=${options.maxAge}`, "SameSite=Lax", ...(options.httpOnly ? ["HttpOnly"] : []), ...(options.secure ? ["Secure"] : [])].join("; ");
}
