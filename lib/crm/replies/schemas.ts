/**
 * The input of reply templates and replies: a template's name, subject and text with known
 * placeholders only (a typo is a field message, not a mail with `{voornam}` in it). Client-safe.
 */
import { z } from "zod";
import { fieldMessage, validationText } from "../../i18n/validation";
import { unknownPlaceholders } from "./placeholders";

const id = z.number().int().positive().max(2_147_483_647);
const name = z.string().trim().min(1, fieldMessage("templateNameRequired")).max(120);
const subject = z.string().trim().min(1, fieldMessage("subjectRequired")).max(300).regex(/^[^\r\n]*$/, fieldMessage("oneLine"));
const body = z.string().trim().min(1, fieldMessage("replyBodyRequired")).max(10_000);

/** A field message for every placeholder in the subject or text that does not exist. */
function knownPlaceholdersOnly(value: { subject?: string; body?: string }, context: z.RefinementCtx) {
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(value[field] ?? "");
    if (unknown.length) context.addIssue({ code: "custom", path: [field], message: validationText("placeholderUnknown", { names: unknown.join(", ") }) });
  }
}

/** `POST /api/crm/reply-templates`: an admin names the partner; an owner's is always their own. */
export const templateCreateSchema = z
  .strictObject({
    partner_id: id.optional().meta({ description: "Admins only, and required for them: the partner the template is for (an owner's own partner otherwise)" }),
    name,
    subject,
    body,
  })
  .superRefine(knownPlaceholdersOnly);

/** `PATCH /api/crm/reply-templates/{id}`: any of the three. */
export const templateUpdateSchema = z
  .strictObject({ name: name.optional(), subject: subject.optional(), body: body.optional() })
  .refine((value) => value.name !== undefined || value.subject !== undefined || value.body !== undefined, { ...fieldMessage("noChanges"), path: ["name"] })
  .superRefine(knownPlaceholdersOnly);

/** `GET /api/crm/reply-templates`: an admin may pick one partner; everyone else gets their own partner's. */
export const templateListSchema = z.strictObject({
  partner_id: z.coerce.number().int().positive().max(2_147_483_647).optional().meta({ description: "Admins only: one partner's templates (leave out for all)" }),
});

/** `POST /api/crm/leads/{id}/reply`: the text as the agent edited it; placeholders still in it are filled. */
export const replySchema = z.strictObject({ subject, body }).superRefine(knownPlaceholdersOnly);

/** `POST /api/crm/leads/bulk-reply`: one template, rendered for each lead on its own. */
export const bulkReplySchema = z.strictObject({
  template_id: id,
  lead_ids: z
    .array(id)
    .min(1, fieldMessage("leadIdsRequired"))
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});
