/**
 * The team pages and calls: an owner invites colleagues and changes their role or access; every CRM
 * user keeps their own profile; a mailed link (invitation or reset) sets a password. The clients'
 * password rules throughout. Client-safe (the forms check the same rules).
 */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { PASSWORD_MAX } from "../accounts/password-rules";
import { emailSchema, newPasswordSchema, resetTokenSchema } from "../accounts/schemas";
import { TEAM_ROLES } from "./staff-schemas";

export type TeamRole = (typeof TEAM_ROLES)[number];
const teamRoleSchema = z.enum(TEAM_ROLES, fieldMessage("roleRequired"));
const name = z.string().trim().min(2, fieldMessage("minimumChars")).max(160);
const repeatPassword = z.string().max(PASSWORD_MAX);
const REPEAT = { ...fieldMessage("passwordsDiffer"), path: ["repeat_password"] };

/** `POST /api/crm/team`: the colleague's address, name and role; the partner is the owner's own. */
export const teamInviteSchema = z.strictObject({ email: emailSchema, name, team_role: teamRoleSchema });
export type TeamInviteInput = z.input<typeof teamInviteSchema>;

/** `PATCH /api/crm/team/{id}`: a colleague's role, or (de)activation. */
export const teamChangeSchema = z
  .strictObject({ team_role: teamRoleSchema.optional(), active: z.boolean().optional() })
  .refine((body) => body.team_role !== undefined || body.active !== undefined, { ...fieldMessage("noChanges"), path: ["team_role"] });

/** `POST /api/crm/accept-invite` and `POST /api/crm/reset-password`: the mailed token and the new password. */
export const staffLinkPasswordSchema = z
  .strictObject({ token: resetTokenSchema, password: newPasswordSchema, repeat_password: repeatPassword })
  .refine((body) => body.password === body.repeat_password, REPEAT);
export type StaffLinkPasswordInput = z.input<typeof staffLinkPasswordSchema>;

/** `POST /api/crm/forgot-password`. */
export const staffForgotSchema = z.strictObject({ email: emailSchema });

/** `PATCH /api/crm/profile`: one's own name, and a new password with the current one. */
export const staffProfileSchema = z
  .strictObject({
    name: name.optional(),
    /** For the `{telefoon}` placeholder of replies; empty clears it. */
    phone: z.string().trim().max(40).regex(/^[+0-9 ()./-]*$/, fieldMessage("phoneCharacters")).optional(),
    current_password: z.string().max(PASSWORD_MAX).optional(),
    new_password: newPasswordSchema.optional(),
    repeat_password: repeatPassword.optional(),
  })
  .refine((body) => body.name !== undefined || body.phone !== undefined || body.new_password !== undefined, { ...fieldMessage("noChanges"), path: ["name"] })
  .refine((body) => body.new_password === undefined || body.new_password === body.repeat_password, REPEAT)
  .refine((body) => body.new_password === undefined || (body.current_password ?? "") !== "", { ...fieldMessage("currentPasswordRequired"), path: ["current_password"] });
export type StaffProfileInput = z.input<typeof staffProfileSchema>;
