/**
 * CRM users as the main brand's admin manages them (the CRM's user pages, `POST /api/crm/staff`,
 * `npm run partner -- staff add`): one set of rules, with the clients' password rules. Client-safe.
 */
import { z } from "zod";
import { fieldMessage, validationText } from "../i18n/validation";
import { emailSchema, newPasswordSchema } from "../accounts/schemas";

export const STAFF_ROLES = ["partner", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const TEAM_ROLES = ["owner", "agent"] as const;
const teamRoleSchema = z.enum(TEAM_ROLES, fieldMessage("roleRequired"));

const name = z.string().trim().min(2, fieldMessage("minimumChars")).max(160);
const id = z.number().int().positive().max(2_147_483_647);

export const staffCreateSchema = z
  .strictObject({
    email: emailSchema,
    name,
    role: z.enum(STAFF_ROLES, fieldMessage("roleRequired")),
    partner_id: id.nullable().optional().meta({ description: "The partner a partner user works for; none for an admin" }),
    team_role: teamRoleSchema.optional().meta({ description: "A partner user's role in its team (default owner); none for an admin" }),
    password: newPasswordSchema,
  })
  .superRefine((body, context) => {
    if (body.role === "partner" && !body.partner_id) context.addIssue({ code: "custom", path: ["partner_id"], message: validationText("partnerRequired") });
    if (body.role === "admin" && body.partner_id) context.addIssue({ code: "custom", path: ["partner_id"], message: validationText("adminWithoutPartner") });
    if (body.role === "admin" && body.team_role) context.addIssue({ code: "custom", path: ["team_role"], message: validationText("adminWithoutPartner") });
  });

/** `PATCH /api/crm/staff/{id}`: rename, (de)activate, or set a new password (each ends the user's sessions but a rename). */
export const staffChangeSchema = z
  .strictObject({
    name: name.optional(),
    active: z.boolean().optional(),
    password: newPasswordSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.active !== undefined || body.password !== undefined, { ...fieldMessage("noChanges"), path: ["name"] });
