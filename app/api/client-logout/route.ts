import { clientLogoutCall } from "@/lib/accounts/api-calls";
import { revokeApiToken } from "@/lib/accounts/api-tokens";
import { endSessions } from "@/lib/accounts/clients";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { withSessionCleared } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/** Spec section 7 `client-logout`: a Bearer token is revoked; a session (and copies of its cookie) ends. */
export const POST = withApi(clientLogoutCall, async ({ principal }) => {
  if (principal.kind !== "client") return ok({ logged_out: true as const });
  if (principal.via === "bearer") {
    await revokeApiToken(principal.tokenId);
    return ok({ logged_out: true as const });
  }
  await endSessions(principal.clientId);
  return withSessionCleared(ok({ logged_out: true as const }));
});
