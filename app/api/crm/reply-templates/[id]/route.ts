import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmTemplateDeleteCall, crmTemplateUpdateCall } from "@/lib/crm/replies/calls";
import { deleteTemplate, templateForApi, updateTemplate } from "@/lib/crm/replies/templates";

export const dynamic = "force-dynamic";

/** Another partner's template is a 404; an agent's change a 403. */
export const PATCH = withApi(crmTemplateUpdateCall, async ({ params, body, principal }) => ok(templateForApi(await updateTemplate(staffScope(principal), params.id, body))));

export const DELETE = withApi(crmTemplateDeleteCall, async ({ params, principal }) => {
  await deleteTemplate(staffScope(principal), params.id);
  return ok({ deleted: true as const });
});
