/** The client-account calls of spec section 7 and DESIGN.md section 5: contracts for the route handlers, the OpenAPI document and the fuzz test. */
import { z } from "zod";
import { defineCall } from "../api/call";
import { projectCardSchema } from "../catalogue/search/schemas";
import { FORGOT_PER_ADDRESS, REGISTER_PER_ADDRESS } from "./limits";
import { clientUserSchema, deleteAccountSchema, favoritesMergeSchema, favoritesQuerySchema, favoriteToggleSchema, forgotPasswordSchema, loginSchema, profileSchema, registerSchema, resetPasswordSchema } from "./schemas";

const message = z.string().meta({ description: "Dutch, for people" });
const favoriteIds = z.array(z.number().int()).meta({ description: "Project ids, newest first" });

export const clientLoginCall = defineCall({
  method: "post",
  path: "/api/client-login",
  tag: "accounts",
  summary: "Log in for a Bearer token",
  description:
    "At most 30 attempts per address per minute, and 10 password checks per account and address per 15 minutes (then 429 for that address). " +
    "After 50 wrong passwords for one account in an hour, from all addresses together, each address gets 2 checks per 15 minutes until the hour ends, and the owner is mailed; an address that has not failed still gets its check.",
  body: loginSchema,
  response: {
    description: "The user, and `meta.token` for `Authorization: Bearer` (valid 30 days)",
    schema: z.object({ data: z.object({ user: clientUserSchema }), meta: z.object({ token: z.string(), expires_at: z.string(), message }) }),
  },
  errors: [401, 429],
});

export const clientCall = defineCall({
  method: "get",
  path: "/api/client",
  tag: "accounts",
  summary: "The logged-in client (Bearer token or session cookie)",
  response: { description: "The user; `scope` is `client`", schema: z.object({ data: clientUserSchema, meta: z.object({}) }) },
  access: "client",
});

export const clientLogoutCall = defineCall({
  method: "post",
  path: "/api/client-logout",
  tag: "accounts",
  summary: "Log out: revoke this Bearer token, or end the session",
  description: "Takes no body: whatever is sent, in whatever content type, is ignored, so logging out always works.",
  response: { description: "Logged out", schema: z.object({ data: z.object({ logged_out: z.literal(true) }), meta: z.object({}) }) },
  access: "client",
});

export const clientRegisterCall = defineCall({
  method: "post",
  path: "/api/client-register",
  tag: "accounts",
  summary: "Register a client account",
  description:
    "Always the same answer, whether the e-mail already has an account or not: a new account gets a welcome mail; the owner of an existing one is mailed that someone tried to register with the address (with a log-in and a reset link), and the account is not changed. Registering does not log in.",
  body: registerSchema,
  form: true,
  response: { status: 201, description: "Registered, or the owner of the address mailed", schema: z.object({ data: z.object({ message }), meta: z.object({}) }) },
  errors: [429],
  rateLimit: REGISTER_PER_ADDRESS,
});

export const clientForgotPasswordCall = defineCall({
  method: "post",
  path: "/api/client-forgot-password",
  tag: "accounts",
  summary: "Mail a password-reset link",
  description: "Always the same answer, whether the e-mail has an account or not. The link is single-use and valid 1 hour.",
  body: forgotPasswordSchema,
  form: true,
  response: { description: "Queued when the account exists", schema: z.object({ data: z.object({ message }), meta: z.object({}) }) },
  errors: [429],
  rateLimit: FORGOT_PER_ADDRESS,
});

export const clientResetPasswordCall = defineCall({
  method: "post",
  path: "/api/client-reset-password",
  tag: "accounts",
  summary: "Set a new password with a reset link's token",
  description: "Ends every session and Bearer token of the account. A used or expired token is refused (422 on `token`).",
  body: resetPasswordSchema,
  form: true,
  response: { description: "The new password is set", schema: z.object({ data: z.object({ message }), meta: z.object({}) }) },
  errors: [429],
  rateLimit: FORGOT_PER_ADDRESS,
});

export const profileSubmitCall = defineCall({
  method: "post",
  path: "/api/profilesubmit",
  tag: "accounts",
  summary: "Save the profile; a new password needs the current one",
  description: "A password change ends every other session and Bearer token.",
  body: profileSchema,
  form: true,
  response: { description: "The updated user", schema: z.object({ data: clientUserSchema, meta: z.object({ message }) }) },
  access: "client",
});

export const favoriteSubmitCall = defineCall({
  method: "post",
  path: "/api/favoritesubmit",
  tag: "accounts",
  summary: "Add or remove a favorite project",
  body: favoriteToggleSchema,
  response: { description: "Whether it is a favorite now, and the whole list", schema: z.object({ data: z.object({ favorite: z.boolean(), favorites: favoriteIds }), meta: z.object({}) }) },
  errors: [404],
  access: "client",
});

export const favoritesCall = defineCall({
  method: "get",
  path: "/api/favorites",
  tag: "accounts",
  summary: "The client's favorite projects",
  query: favoritesQuerySchema,
  response: { description: "Ids and cards, newest first", schema: z.object({ data: z.object({ ids: favoriteIds, cards: z.array(projectCardSchema) }), meta: z.object({}) }) },
  access: "client",
});

export const favoritesMergeCall = defineCall({
  method: "post",
  path: "/api/favorites/merge",
  tag: "accounts",
  summary: "Fold a guest's local favorites into the account (once, after logging in)",
  body: favoritesMergeSchema,
  response: { description: "The merged list", schema: z.object({ data: z.object({ favorites: favoriteIds }), meta: z.object({}) }) },
  access: "client",
});

export const clientDataCall = defineCall({
  method: "get",
  path: "/api/client/data",
  tag: "accounts",
  summary: "Everything the site keeps about the logged-in client, as a JSON download (AVG/GDPR)",
  response: { description: "The account, favorites, requests and Bearer tokens (no secrets)", mediaType: "application/json" },
  access: "client",
});

export const clientDeleteCall = defineCall({
  method: "post",
  path: "/api/client-delete",
  tag: "accounts",
  summary: "Delete the account (AVG/GDPR): personal data is erased, the client's requests are anonymised",
  body: deleteAccountSchema,
  form: true,
  response: { description: "Deleted", schema: z.object({ data: z.object({ deleted: z.literal(true), anonymised_requests: z.number().int() }), meta: z.object({ message }) }) },
  access: "client",
});
