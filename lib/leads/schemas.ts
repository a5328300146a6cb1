/**
 * A request form (spec section 3 and DESIGN.md section 5): contact, broker, and the project page's
 * price list, floor plan, brochure, viewing and question. One schema for the forms (zodResolver) and
 * `POST /api/requests`. Client-safe; Dutch messages at the fields.
 */
import { z } from "zod";
import { fieldMessage, validationText } from "../i18n/validation";
import { emailSchema } from "../accounts/schemas";
import { PARTS_OF_DAY, PROJECT_KINDS, REQUEST_KINDS } from "./kinds";
import { leadSourceInputSchema } from "../figures/source-schema";

export { DOCUMENT_KINDS, LEAD_KINDS, MIN_FILL_MS, PARTS_OF_DAY, type LeadKind, type PartOfDay, type RequestKind } from "./kinds";

const text = (max: number) => z.string().trim().max(max);
const id = z.number().int().positive().max(2_147_483_647);

/** `YYYY-MM-DD`, from today up to a year ahead (checked again on the server with its own clock). */
const preferredDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage("dateRequired")).refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), fieldMessage("dateRequired"));

export const leadRequestSchema = z
  .strictObject({
    kind: z.enum(REQUEST_KINDS, fieldMessage("leadKind")),
    project_id: id.optional(),
    unit_id: id.optional(),
    first_name: text(100).min(1, fieldMessage("firstNameRequired")),
    last_name: text(100).min(1, fieldMessage("lastNameRequired")),
    email: emailSchema,
    phone: text(40).regex(/^[+0-9 ()./-]*$/, "Alleen cijfers, spaties en + ( ) . / -").optional(),
    zip_code: text(20).optional(),
    address: text(120).optional().meta({ description: "Home town (spec section 3)" }),
    subject: text(200).optional(),
    message: text(5000).optional(),
    preferred_date: preferredDate.optional(),
    part_of_day: z.enum(PARTS_OF_DAY, fieldMessage("partOfDayRequired")).optional(),
    privacy: z.literal(true, fieldMessage("privacyRequired")),
    partner: z.string().trim().toLowerCase().max(253).optional(),
    /** Spam guards: a field people never see (must stay empty) and how long the form was open. */
    website: z.string().max(200).optional().meta({ description: "Honeypot: must be empty" }),
    elapsed_ms: z.number().int().min(0).max(86_400_000).optional().meta({ description: "How long the form was open, in ms" }),
    source: leadSourceInputSchema.optional(),
  })
  .superRefine((body, context) => {
    if (PROJECT_KINDS.includes(body.kind) && body.project_id === undefined) context.addIssue({ code: "custom", path: ["project_id"], message: validationText("projectRequired") });
    if (body.kind === "viewing") {
      if (!body.preferred_date) context.addIssue({ code: "custom", path: ["preferred_date"], message: validationText("dateRequired") });
      if (!body.part_of_day) context.addIssue({ code: "custom", path: ["part_of_day"], message: validationText("partOfDayRequired") });
    }
    if ((body.kind === "contact" || body.kind === "broker" || body.kind === "question") && !body.message?.trim()) {
      context.addIssue({ code: "custom", path: ["message"], message: validationText("messageRequired") });
    }
  });
export type LeadRequest = z.output<typeof leadRequestSchema>;

/** The `Idempotency-Key` header a form sends (a UUID per filled-in form). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
