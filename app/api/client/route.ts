import { clientCall } from "@/lib/accounts/api-calls";
import { getClientUser } from "@/lib/accounts/clients";
import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Spec section 7 `client`: the user in `data`, with the scope key. */
export const GET = withApi(clientCall, async ({ principal }) => {
  const user = principal.kind === "client" ? await getClientUser(principal.clientId) : null;
  if (!user) throw new ApiError("unauthorized", "Log in om verder te gaan");
  return ok(user);
});
