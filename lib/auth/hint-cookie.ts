/**
 * The readable "a session may exist" hint beside the HttpOnly session cookie (`SIGNED_IN_HINT_COOKIE`):
 * client components ask who is logged in only when it is there, so a guest's page makes no session
 * request. It proves nothing; the session read decides. Pure and client-safe.
 */
import { SESSION_IDLE_SECONDS, SIGNED_IN_HINT_COOKIE } from "./cookies";

/** Whether a `document.cookie` (or `Cookie` header) string holds the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** The `document.cookie` assignment that sets the hint; it lasts as long as an idle session. */
export function signedInHintCookie(secure: boolean): string {
  return [`${SIGNED_IN_HINT_COOKIE}=1`, "Path=/", `Max-Age=${SESSION_IDLE_SECONDS}`, "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

/** The `document.cookie` assignment that removes the hint. */
export function clearedSignedInHintCookie(secure: boolean): string {
  return [`${SIGNED_IN_HINT_COOKIE}=`, "Path=/", "Max-Age=0", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
