import { AppError, fieldText } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { usePasswordLink } from "@/lib/crm/staff-links";
import { crmAcceptInviteCall } from "@/lib/crm/team-calls";
import { dutchTranslator } from "@/lib/i18n/standalone";

export const dynamic = "force-dynamic";

/** The invitee's own password, with the invitation's token: once, within 72 hours, while not disabled. */
export const POST = withApi(crmAcceptInviteCall, async ({ body }) => {
  if (!(await usePasswordLink("invite", body.token, body.password))) throw new AppError("unprocessable", "invalidInput", { fields: { token: [fieldText("fieldInviteUsed")] } });
  return ok({ message: dutchTranslator("crm.invite.done") });
});
