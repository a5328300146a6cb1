/**
 * The client accounts' input and answers, one zod schema each: the route handlers validate with them,
 * the forms (react-hook-form with zodResolver) check the same rules before sending, and the OpenAPI
 * document is generated from them. Client-safe. Messages are Dutch: visitors read them at the field.
 */
import { z } from "zod";
import { fieldMessage, type ValidationKey } from "../i18n/validation";
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, message: ValidationKey) => text(max).min(1, fieldMessage(message));

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email(fieldMessage("emailEnter")));

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((password) => !isCommonPassword(password), fieldMessage("passwordCommon"));

/** A password to check, not to set: only bounded (old accounts may predate the rules). */
const givenPassword = z.string().min(1, fieldMessage("passwordRequired")).max(PASSWORD_MAX);

const phone = text(40).regex(/^[+0-9 ()./-]*$/, fieldMessage("phoneCharacters"));
const partner = z.string().trim().toLowerCase().max(253).optional().meta({ description: "Partner slug of the site the visitor is on (ignored on a partner's own domain)" });

const repeatMatches = <T extends { password: string; repeat_password: string }>(body: T) => body.password === body.repeat_password;
const REPEAT = { ...fieldMessage("passwordsDiffer"), path: ["repeat_password"] };

/** `POST /api/client-register`: spec section 3 (registration) plus the names and phone. */
export const registerSchema = z
  .strictObject({
    first_name: required(100, "firstNameRequired"),
    last_name: required(100, "lastNameRequired"),
    email: emailSchema,
    phone: phone.optional(),
    password: newPasswordSchema,
    repeat_password: z.string().max(PASSWORD_MAX),
    terms: z.literal(true, fieldMessage("termsRequired")),
    partner,
  })
  .refine(repeatMatches, REPEAT);
export type RegisterInput = z.input<typeof registerSchema>;

/** `POST /api/client-login` and the log-in form. */
export const loginSchema = z.strictObject({ email: emailSchema, password: givenPassword, partner });
export type LoginInput = z.input<typeof loginSchema>;

/** `POST /api/client-delete` and its form: the password confirms the deletion. */
export const deleteAccountSchema = z.strictObject({ password: givenPassword });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** `POST /api/client-forgot-password`. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema, partner });

/** A reset token as mailed: 43 base64url characters (256 bits). */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, fieldMessage("linkInvalid"));

/** `POST /api/client-reset-password`. */
export const resetPasswordSchema = z
  .strictObject({ token: resetTokenSchema, password: newPasswordSchema, repeat_password: z.string().max(PASSWORD_MAX), partner })
  .refine(repeatMatches, REPEAT);

/** `POST /api/profilesubmit`: the profile, and optionally a new password with the current one. */
export const profileSchema = z
  .strictObject({
    first_name: required(100, "firstNameRequired"),
    last_name: required(100, "lastNameRequired"),
    phone: phone.optional(),
    zip_code: text(20).optional(),
    address: text(120).optional().meta({ description: "Home town (spec section 3: address)" }),
    current_password: z.string().max(PASSWORD_MAX).optional(),
    new_password: newPasswordSchema.optional().or(z.literal("")),
    repeat_password: z.string().max(PASSWORD_MAX).optional(),
    partner,
  })
  .refine((body) => !body.new_password || body.new_password === body.repeat_password, REPEAT)
  .refine((body) => !body.new_password || Boolean(body.current_password), { ...fieldMessage("currentPasswordRequired"), path: ["current_password"] });
export type ProfileInput = z.input<typeof profileSchema>;

const projectId = z.number().int().positive().max(2_147_483_647);

/** `POST /api/favoritesubmit`. */
export const favoriteToggleSchema = z.strictObject({ project_id: projectId, partner });
/** `GET /api/favorites?partner=`: the cards link to that partner's pages (as in every catalogue answer). */
export const favoritesQuerySchema = z.strictObject({ partner });
/** `POST /api/favorites/merge`: a guest's local favorites, folded in once after logging in. */
export const favoritesMergeSchema = z.strictObject({ ids: z.array(projectId).max(500), partner });

/** The logged-in client as `GET /api/client` answers it; `scope` is the spec's scope key. */
export const clientUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    zip_code: z.string().nullable(),
    address: z.string().nullable().meta({ description: "Home town" }),
    scope: z.literal("client"),
  })
  .meta({ id: "ClientUser" });
export type ClientUser = z.infer<typeof clientUserSchema>;
