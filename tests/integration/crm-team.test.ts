/**
 * A partner's team, by its owners: invitations by mail (accepted with a password of one's own), roles,
 * disabling (the colleague's Bearer token and session cookie die at once), reset links, one's own
 * profile; tenants apart, agents kept out, and at least one active owner left even when two owners
 * demote or disable each other at the same moment.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as acceptInvite } from "@/app/api/crm/accept-invite/route";
import { POST as forgotPassword } from "@/app/api/crm/forgot-password/route";
import { GET as inbox } from "@/app/api/crm/leads/route";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { PATCH as profile } from "@/app/api/crm/profile/route";
import { POST as resetPassword } from "@/app/api/crm/reset-password/route";
import { POST as passwordMail } from "@/app/api/crm/team/[id]/password-mail/route";
import { PATCH as updateMember } from "@/app/api/crm/team/[id]/route";
import { GET as team, POST as invite } from "@/app/api/crm/team/route";
import { sessionCookieFor } from "@/lib/auth/session";
import { changeColleague } from "@/lib/crm/team";
import { db } from "@/lib/db/client";
import { mailOutbox, staffTokens, staffUsers } from "@/lib/db/schema";
import { afterResponseSettled } from "@/lib/server/after-response";
import { mainOrigin } from "@/lib/site/origin";
import { call, ownersOf, teamScope, type Handler, type Options } from "./helpers/crm-calls";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

const PASSWORD = "Partner2026!";
const NEW_PASSWORD = "Zeezicht-Team-2026";

async function login(email: string, password = PASSWORD) {
  const answer = await call(crmLogin, { body: { email, password } });
  return { status: answer.status, token: answer.body?.meta?.token as string };
}

/** The token in the newest mail to `to` whose link has this path. */
async function linkTokenMailedTo(to: string, path: string): Promise<string> {
  const [mail] = await (await db()).select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const token = new RegExp(`${path}/([\\w-]{43})`).exec(mail?.textBody ?? "")?.[1];
  expect(token, `a ${path} link mailed to ${to}`).toBeDefined();
  return token!;
}

async function sessionOf(id: number): Promise<string> {
  const [row] = await (await db()).select({ version: staffUsers.sessionVersion }).from(staffUsers).where(eq(staffUsers.id, id));
  return sessionCookieFor("staff", id, row!.version);
}

describe("who may manage a team", () => {
  const calls: Array<[string, Handler, Options]> = [
    ["list the team", team, {}],
    ["invite a colleague", invite, { body: { email: "nieuw@demo.test", name: "Nieuwe Collega", team_role: "agent" } }],
    ["change a colleague", updateMember, { method: "PATCH", id: 5, body: { active: false } }],
    ["mail a colleague a password link", passwordMail, { id: 5 }],
  ];

  it.each(calls)("%s: 403 for an agent and the admin (token or session), 401 for a guest", async (_name, handler, options) => {
    const agent = (await login("agent@demo.test")).token;
    expect((await call(handler, { ...options, token: agent })).status).toBe(403);
    expect((await call(handler, { ...options, cookie: await sessionOf(5) })).status).toBe(403);
    expect((await call(handler, { ...options, token: (await login("admin@costanieuwbouw.test", "Beheer2026!")).token })).status).toBe(403);
    expect((await call(handler, options)).status).toBe(401);
  });

  it("an owner sees only their own partner's team, and another partner's colleague is not found", async () => {
    const zuidkust = (await login("crm@zuidkust.test")).token;
    const listed = await call(team, { token: zuidkust });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((member: { email: string }) => member.email).sort()).toEqual(["agent@zuidkust.test", "crm@zuidkust.test"]);
    expect(JSON.stringify(listed.body)).not.toContain("demo.test");
    expect((await call(updateMember, { method: "PATCH", id: 5, token: zuidkust, body: { active: false } })).status).toBe(404);
    expect((await call(updateMember, { method: "PATCH", id: 1, token: zuidkust, body: { team_role: "agent" } })).status).toBe(404);
    expect((await call(passwordMail, { id: 5, token: zuidkust })).status).toBe(404);
    // The partner is never the body's: a partner_id is refused, not obeyed.
    expect((await call(invite, { token: zuidkust, body: { email: "x@demo.test", name: "X Y", team_role: "agent", partner_id: 1 } })).status).toBe(422);
    const demoAgent = await (await db()).select({ active: staffUsers.active, role: staffUsers.teamRole }).from(staffUsers).where(eq(staffUsers.id, 5));
    expect(demoAgent).toEqual([{ active: true, role: "agent" }]);
  });
});

describe("an invitation", () => {
  const email = "nieuwe.collega@demo.test";

  it("is mailed with a 72-hour link; the invitee cannot log in until they choose a password with it, once", async () => {
    const owner = (await login("crm@demo.test")).token;
    const invited = await call(invite, { token: owner, body: { email: "Nieuwe.Collega@demo.test", name: "Noor de Vries", team_role: "agent" } });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, name: "Noor de Vries", team_role: "agent", active: true, invite_pending: true });
    expect((await call(invite, { token: owner, body: { email, name: "Noor", team_role: "owner" } })).status).toBe(409);
    const [stored] = await (await db()).select().from(staffTokens).where(eq(staffTokens.staffUserId, invited.body.data.id));
    expect(stored!.purpose).toBe("invite");
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(71.9 * 3_600_000);
    const token = await linkTokenMailedTo(email, `${mainOrigin()}/crm/uitnodiging`);
    // Only a hash is kept.
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await login(email, NEW_PASSWORD)).status).toBe(401);

    expect((await call(acceptInvite, { body: { token, password: "kort", repeat_password: "kort" } })).status).toBe(422);
    const accepted = await call(acceptInvite, { body: { token, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } });
    expect(accepted.status).toBe(200);
    const again = await call(acceptInvite, { body: { token, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.token).toBeDefined();
    // A reset token is no invitation, nor the other way round.
    expect((await call(resetPassword, { body: { token, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } })).status).toBe(422);

    const newcomer = await login(email, NEW_PASSWORD);
    expect(newcomer.status).toBe(200);
    expect((await call(inbox, { token: newcomer.token })).status).toBe(200);
    expect((await call(team, { token: newcomer.token })).status).toBe(403);
    expect((await call(team, { token: owner })).body.data.find((member: { email: string }) => member.email === email)).toMatchObject({ invite_pending: false });
  });

  it("of a colleague disabled before accepting no longer works", async () => {
    const owner = (await login("crm@demo.test")).token;
    const invited = await call(invite, { token: owner, body: { email: "te.laat@demo.test", name: "Te Laat", team_role: "owner" } });
    const token = await linkTokenMailedTo("te.laat@demo.test", "/crm/uitnodiging");
    expect((await call(updateMember, { method: "PATCH", id: invited.body.data.id, token: owner, body: { active: false } })).status).toBe(200);
    expect((await call(acceptInvite, { body: { token, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } })).status).toBe(422);
    // Enabled again, they get a new invitation rather than a reset link.
    await call(updateMember, { method: "PATCH", id: invited.body.data.id, token: owner, body: { active: true } });
    expect((await call(passwordMail, { id: invited.body.data.id, token: owner })).status).toBe(200);
    const second = await linkTokenMailedTo("te.laat@demo.test", "/crm/uitnodiging");
    expect((await call(acceptInvite, { body: { token: second, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } })).status).toBe(200);
  });
});

describe("disabling a colleague", () => {
  it("kills their Bearer token and session cookie at once; enabled again, they log in anew", async () => {
    const owner = (await login("crm@partner-a.test")).token;
    const agent = await login("agent@partner-a.test");
    const cookie = await sessionOf(7);
    expect((await call(inbox, { token: agent.token })).status).toBe(200);
    expect((await call(inbox, { cookie })).status).toBe(200);

    const disabled = await call(updateMember, { method: "PATCH", id: 7, token: owner, body: { active: false } });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ active: false });
    expect((await call(inbox, { token: agent.token })).status).toBe(401);
    expect((await call(inbox, { cookie })).status).toBe(401);
    expect((await login("agent@partner-a.test")).status).toBe(401);
    expect((await call(passwordMail, { id: 7, token: owner })).status).toBe(409);

    expect((await call(updateMember, { method: "PATCH", id: 7, token: owner, body: { active: true } })).status).toBe(200);
    expect((await call(inbox, { token: agent.token })).status).toBe(401);
    const again = await login("agent@partner-a.test");
    expect(again.status).toBe(200);
    expect((await call(inbox, { token: again.token })).status).toBe(200);
  });

  it("refuses an owner's own account, and the last active owner's step down", async () => {
    const owner = (await login("crm@partner-a.test")).token;
    const own = await call(updateMember, { method: "PATCH", id: 3, token: owner, body: { active: false } });
    expect(own.status).toBe(422);
    expect(own.body.error.fields.active).toBeDefined();
    expect((await call(updateMember, { method: "PATCH", id: 3, token: owner, body: { team_role: "agent" } })).status).toBe(409);
    expect(await ownersOf(3)).toEqual([3]);
  });
});

describe("two owners at once", () => {
  it.each([
    ["demote", { team_role: "agent" }],
    ["disable", { active: false }],
  ] as const)("who %s each other leave one active owner", async (_name, change) => {
    const database = await db();
    // Zuidkust's agent becomes a second owner.
    await database.update(staffUsers).set({ teamRole: "owner", active: true }).where(eq(staffUsers.id, 6));
    const outcomes = await Promise.allSettled([changeColleague(await teamScope(2), 6, change), changeColleague(await teamScope(6), 2, change)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await ownersOf(2)).toHaveLength(1);
    // Put both back for the next case.
    await database.update(staffUsers).set({ teamRole: "owner", active: true }).where(and(eq(staffUsers.partnerId, (await teamScope(2)).partnerId!)));
    await database.update(staffUsers).set({ teamRole: "agent" }).where(eq(staffUsers.id, 6));
  });
});

describe("password links", () => {
  it("a reset request answers the same for an unknown address and mails only a known one", async () => {
    const before = (await (await db()).select().from(mailOutbox)).length;
    const unknown = await call(forgotPassword, { body: { email: "niemand@demo.test" } });
    const known = await call(forgotPassword, { body: { email: "agent@zuidkust.test" } });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    await afterResponseSettled();
    const mails = (await (await db()).select().from(mailOutbox)).slice(before);
    expect(mails.map((mail) => mail.toAddress)).toEqual(["agent@zuidkust.test"]);

    const token = await linkTokenMailedTo("agent@zuidkust.test", "/crm/nieuw-wachtwoord");
    const old = await login("agent@zuidkust.test");
    expect((await call(resetPassword, { body: { token, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } })).status).toBe(200);
    expect((await call(inbox, { token: old.token })).status).toBe(401);
    expect((await login("agent@zuidkust.test", NEW_PASSWORD)).status).toBe(200);
    expect((await call(resetPassword, { body: { token, password: PASSWORD, repeat_password: PASSWORD } })).status).toBe(422);
  });

  it("an owner mails a colleague a reset link, valid a day", async () => {
    const owner = (await login("crm@demo.test")).token;
    expect((await call(passwordMail, { id: 5, token: owner })).status).toBe(200);
    const token = await linkTokenMailedTo("agent@demo.test", "/crm/nieuw-wachtwoord");
    expect((await call(resetPassword, { body: { token, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } })).status).toBe(200);
    expect((await login("agent@demo.test", NEW_PASSWORD)).status).toBe(200);
  });
});

describe("one's own profile", () => {
  it("changes the name, and the password only with the current one; other tokens end, this one stays", async () => {
    const mine = (await login("crm@zuidkust.test")).token;
    const other = (await login("crm@zuidkust.test")).token;
    const renamed = await call(profile, { method: "PATCH", token: mine, body: { name: "Pieter van den Berg-Ruiz" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Pieter van den Berg-Ruiz", team_role: "owner" });
    const noCurrent = await call(profile, { method: "PATCH", token: mine, body: { new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } });
    expect(noCurrent.body.error.fields.current_password).toBeDefined();
    const wrong = await call(profile, { method: "PATCH", token: mine, body: { current_password: "Fout-Wachtwoord-1", new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.current_password).toBeDefined();
    const changed = await call(profile, { method: "PATCH", token: mine, body: { current_password: PASSWORD, new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await call(inbox, { token: mine })).status).toBe(200);
    expect((await call(inbox, { token: other })).status).toBe(401);
    expect((await login("crm@zuidkust.test", NEW_PASSWORD)).status).toBe(200);
  });

  it("is every CRM user's, an agent's too", async () => {
    const agent = (await login("agent@demo.test", NEW_PASSWORD)).token;
    expect((await call(profile, { method: "PATCH", token: agent, body: { name: "Daan Visser" } })).status).toBe(200);
    expect((await call(profile, { method: "PATCH", body: { name: "Gast" } })).status).toBe(401);
  });
});
