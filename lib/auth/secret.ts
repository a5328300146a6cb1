import "server-only";
/** The key that signs session cookies: NEXTAUTH_SECRET (`npm start` makes and keeps one when unset). */
import { env } from "../env";

/** Outside production (tests, `next dev`) a fixed key: sessions there protect nothing of value. */
const DEVELOPMENT_SECRET = "costa-nieuwbouw-development-only-session-key";

export function authSecret(): string {
  const { NEXTAUTH_SECRET, NODE_ENV } = env();
  if (NEXTAUTH_SECRET) return NEXTAUTH_SECRET;
  if (NODE_ENV === "production") throw new Error("NEXTAUTH_SECRET is not set (npm start sets one)");
  return DEVELOPMENT_SECRET;
}

export function secureCookies(): boolean {
  return env().SITE_URL?.startsWith("https:") ?? false;
}
