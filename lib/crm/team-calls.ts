/**
 * The team calls (an owner's colleagues: access "owner", the partner is always the caller's own), a
 * CRM user's own profile, and the public calls of the mailed links (accept an invitation, forgotten
 * password). Client-safe (contracts only).
 */
import { z } from "zod";
import type { RateLimitRule } from "../api/call";
import { defineCall } from "../api/call";
import { itemEnvelope, listEnvelope } from "../api/envelopes";
import { staffUserSchema } from "./api-calls";
import { idParamsSchema } from "./schemas";
import { TEAM_ROLES } from "./staff-schemas";
import { staffForgotSchema, staffLinkPasswordSchema, staffProfileSchema, teamChangeSchema, teamInviteSchema } from "./team-schemas";

/** Mailed-link calls per client address, each counted apart: as the clients' forgotten-password call. */
const perAddress = (name: string): RateLimitRule => ({ name, points: 5, durationSeconds: 15 * 60 });

const message = z.object({ data: z.object({ message: z.string().meta({ description: "Dutch, for people" }) }), meta: z.object({}) });

const teamMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    team_role: z.enum(TEAM_ROLES),
    active: z.boolean(),
    invite_pending: z.boolean().meta({ description: "Invited, and not yet accepted (no log-in until then)" }),
    created_at: z.string().meta({ description: "ISO date-time" }),
  })
  .meta({ id: "TeamMember" });

export const crmTeamCall = defineCall({
  method: "get",
  path: "/api/crm/team",
  tag: "crm",
  summary: "The owner's team: every colleague of their partner, active or not (owners only)",
  response: { description: "The colleagues, the owner included", schema: listEnvelope(teamMemberSchema) },
  access: "owner",
});

export const crmTeamInviteCall = defineCall({
  method: "post",
  path: "/api/crm/team",
  tag: "crm",
  summary: "Invite a colleague by e-mail as owner or agent (owners only)",
  description: "The colleague is mailed a single-use link, valid 72 hours, to choose a password; until then they cannot log in. An address any CRM user has is refused (409).",
  body: teamInviteSchema,
  form: true,
  response: { status: 201, description: "The invited colleague", schema: itemEnvelope(teamMemberSchema) },
  errors: [409],
  access: "owner",
});

export const crmTeamUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/team/{id}",
  tag: "crm",
  summary: "Change a colleague's role, or disable and re-enable them (owners only)",
  description: "Disabling ends every session, Bearer token and mailed link of the colleague. An owner cannot disable themselves; a change that would leave the partner without an active owner is refused (409).",
  params: idParamsSchema,
  body: teamChangeSchema,
  form: true,
  response: { description: "The colleague after the change", schema: itemEnvelope(teamMemberSchema) },
  errors: [404, 409],
  access: "owner",
});

export const crmTeamPasswordMailCall = defineCall({
  method: "post",
  path: "/api/crm/team/{id}/password-mail",
  tag: "crm",
  summary: "Mail a colleague a link to choose a new password (owners only)",
  description: "Valid 24 hours and single-use; a colleague who never accepted their invitation gets a new invitation instead. Earlier links stop working. A disabled colleague is refused (409).",
  params: idParamsSchema,
  response: { description: "The colleague the mail is queued for", schema: itemEnvelope(teamMemberSchema) },
  errors: [404, 409],
  access: "owner",
});

export const crmProfileCall = defineCall({
  method: "patch",
  path: "/api/crm/profile",
  tag: "crm",
  summary: "Change one's own name or phone, or password with the current one (every CRM user)",
  description: "A new password ends every other session and Bearer token of the user; this one stays.",
  body: staffProfileSchema,
  form: true,
  response: { description: "The user after the change", schema: itemEnvelope(staffUserSchema) },
  access: "staff",
});

export const crmAcceptInviteCall = defineCall({
  method: "post",
  path: "/api/crm/accept-invite",
  tag: "crm",
  summary: "Accept a team invitation: choose a password with the mailed token",
  description: "The clients' password rules. A used, expired or withdrawn invitation is refused (422 on `token`). Then log in as usual.",
  body: staffLinkPasswordSchema,
  form: true,
  response: { description: "The password is set", schema: message },
  errors: [429],
  rateLimit: perAddress("staff-accept-address"),
});

export const crmForgotPasswordCall = defineCall({
  method: "post",
  path: "/api/crm/forgot-password",
  tag: "crm",
  summary: "Mail a CRM user a link to choose a new password",
  description: "Always the same answer, whether the e-mail has a CRM account or not. The link is single-use and valid 1 hour.",
  body: staffForgotSchema,
  form: true,
  response: { description: "Queued when the account exists", schema: message },
  errors: [429],
  rateLimit: perAddress("staff-forgot-address"),
});

export const crmResetPasswordCall = defineCall({
  method: "post",
  path: "/api/crm/reset-password",
  tag: "crm",
  summary: "Set a CRM user's new password with a mailed token",
  description: "Ends every session and Bearer token of the user. A used or expired token is refused (422 on `token`).",
  body: staffLinkPasswordSchema,
  form: true,
  response: { description: "The new password is set", schema: message },
  errors: [429],
  rateLimit: perAddress("staff-reset-address"),
});
