/**
 * Logging out from any island: next-auth's sign-out (which ends every session of the client, copies of
 * the cookie included), then the hint and everything cached about the client go. next-auth's client is
 * loaded on the click, not with every page.
 */
import { getQueryClient } from "./query-client";
import { SESSION_QUERY_KEY } from "./use-client-session";
import { clearSignedInHint } from "./signed-in-hint";

export async function logOut(): Promise<void> {
  const { signOut } = await import("next-auth/react");
  await signOut({ redirect: false });
  clearSignedInHint();
  const client = getQueryClient();
  client.removeQueries();
  client.setQueryData(SESSION_QUERY_KEY, null);
}
