/**
 * The session cookie: next-auth's JWT, HttpOnly, SameSite=Lax, Secure (with the `__Secure-` prefix)
 * when the site runs on https. Host-only (no Domain attribute): on a partner's own domain it belongs to
 * that domain. Pure.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** A cookie scripts may read, set beside the session (never instead of it): "a session may exist, ask who". */
export const SIGNED_IN_HINT_COOKIE = "costa_signed_in";

/** Sessions end after this long without activity (each session read renews them). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
