import { profileSubmitCall } from "@/lib/accounts/api-calls";
import { updateProfile } from "@/lib/accounts/clients";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { renewedSessionCookie } from "@/lib/auth/session";
import { dutchTranslator } from "@/lib/i18n/standalone";

export const dynamic = "force-dynamic";

/** Spec section 7 `profilesubmit`: the profile; a new password ends the other sessions and tokens, and keeps this one. */
export const POST = withApi(profileSubmitCall, async ({ body, principal }) => {
  const { user, sessionVersion } = await updateProfile(principal.clientId, body, principal.via === "bearer" ? principal.tokenId : null);
  const response = ok(user, { message: dutchTranslator("feedback.profile_saved") });
  if (sessionVersion !== null && principal.via === "session") response.headers.append("Set-Cookie", await renewedSessionCookie(principal.clientId, sessionVersion));
  return response;
});
