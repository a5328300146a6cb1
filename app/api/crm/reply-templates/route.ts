import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmTemplateCreateCall, crmTemplatesCall } from "@/lib/crm/replies/calls";
import { createTemplate, listTemplates, templateForApi } from "@/lib/crm/replies/templates";

export const dynamic = "force-dynamic";

/** The caller's partner's templates (the admin: all, or one partner's). */
export const GET = withApi(crmTemplatesCall, async ({ query, principal }) => ok((await listTemplates(staffScope(principal), query)).map(templateForApi)));

/** A new template: an owner's for their own partner, the admin's for the partner named; agents are refused in the data layer. */
export const POST = withApi(crmTemplateCreateCall, async ({ body, principal }) => ok(templateForApi(await createTemplate(staffScope(principal), body)), {}, { status: 201 }));
