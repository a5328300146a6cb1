import { expect, type BrowserContext } from "@playwright/test";
import { SIGNED_IN_HINT_COOKIE } from "../../lib/auth/cookies";

/**
 * Signs the context in as the log-in forms do (next-auth's CSRF token, then the credentials callback),
 * in two requests: the session cookie lands in the context's cookie jar. `staff` is the CRM's
 * provider, `credentials` the clients', whose form also sets the readable "signed in" hint that tells
 * a cached page to fetch the session (components/account/session/signed-in-hint.ts).
 */
export async function signIn(context: BrowserContext, provider: "staff" | "credentials", email: string, password: string, origin = ""): Promise<void> {
  const { csrfToken } = (await (await context.request.get(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
  const answer = await context.request.post(`${origin}/api/auth/callback/${provider}`, { form: { email, password, csrfToken, json: "true" } });
  expect(answer.status(), `log-in of ${email}`).toBe(200);
  expect(((await answer.json()) as { url?: string }).url ?? "", `log-in of ${email}`).not.toContain("error=");
  if (provider === "credentials") await context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: "1", url: new URL(answer.url()).origin }]);
}
