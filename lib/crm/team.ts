import "server-only";
/**
 * A partner's team as its owners manage it: the colleagues, an invitation by mail, a colleague's role
 * and access, a reset link for them. The partner is always the owner's own (from the scope, never from
 * the input); a colleague of another partner is "not found". Changes run in one transaction holding the
 * partner's row lock, and the acting owner is checked again under it: two owners demoting or disabling
 * each other at once are serialised, and at least one active owner always remains.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { hashPassword } from "../accounts/password";
import { newToken } from "../accounts/tokens";
import { validate } from "../api/input";
import { AppError, fieldText } from "../app-error";
import { db, type Database } from "../db/client";
import { partners, staffUsers } from "../db/schema";
import { kickMailOutbox } from "../mail/outbox";
import { ownedPartnerId, type StaffScope } from "./staff";
import { endSessionsIn, queueInvite, queueReset, TEAM_RESET_VALID_HOURS, voidStaffTokens } from "./staff-links";
import { teamChangeSchema, teamInviteSchema } from "./team-schemas";

const memberColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  teamRole: staffUsers.teamRole,
  active: staffUsers.active,
  invitePending: staffUsers.invitePending,
  createdAt: staffUsers.createdAt,
};

export type TeamMember = Awaited<ReturnType<typeof listTeam>>[number];

function ownerPartner(scope: StaffScope): number {
  const partnerId = ownedPartnerId(scope);
  if (partnerId === null) throw new AppError("forbidden", "forbidden");
  return partnerId;
}

/** The owner's colleagues (themselves included), active or not. */
export async function listTeam(scope: StaffScope) {
  const database = await db();
  return database.select(memberColumns).from(staffUsers).where(eq(staffUsers.partnerId, ownerPartner(scope))).orderBy(asc(staffUsers.name), asc(staffUsers.id));
}

async function member(database: Database, partnerId: number, id: number): Promise<TeamMember | null> {
  const [row] = await database.select(memberColumns).from(staffUsers).where(and(eq(staffUsers.id, id), eq(staffUsers.partnerId, partnerId))).limit(1);
  return row ?? null;
}

/**
 * Locks the partner's row for the rest of the transaction and checks, under the lock, that the actor
 * is still an active owner of it (another owner may just have demoted or disabled them).
 */
async function lockTeam(tx: Database, scope: StaffScope, partnerId: number): Promise<{ partnerName: string; actorName: string }> {
  const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId)).for("update");
  const [actor] = await tx
    .select({ name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, scope.id), eq(staffUsers.partnerId, partnerId), eq(staffUsers.teamRole, "owner"), eq(staffUsers.active, true), eq(staffUsers.invitePending, false)));
  if (!partner || !actor) throw new AppError("forbidden", "forbidden");
  return { partnerName: partner.name, actorName: actor.name };
}

async function activeOwners(tx: Database, partnerId: number): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.partnerId, partnerId), eq(staffUsers.teamRole, "owner"), eq(staffUsers.active, true), eq(staffUsers.invitePending, false)));
  return row?.owners ?? 0;
}

/** A new colleague, invited by mail: no password until they accept (the link is valid 72 hours). */
export async function inviteColleague(scope: StaffScope, raw: unknown): Promise<TeamMember> {
  const input = validate(teamInviteSchema, raw, "unprocessable");
  const partnerId = ownerPartner(scope);
  const database = await db();
  // Nobody knows this password: the invitee chooses their own with the link.
  const passwordHash = await hashPassword(newToken());
  const taken = () => new AppError("conflict", "staffEmailTaken", { fields: { email: [fieldText("fieldTaken")] } });
  const id = await database.transaction(async (tx) => {
    const context = await lockTeam(tx, scope, partnerId);
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(sql`lower(${staffUsers.email})`, input.email)).limit(1);
    if (existing) throw taken();
    const [created] = await tx
      .insert(staffUsers)
      .values({ email: input.email, name: input.name, role: "partner", teamRole: input.team_role, partnerId, passwordHash, invitePending: true })
      .onConflictDoNothing()
      .returning({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name });
    if (!created) throw taken();
    await queueInvite(tx, created, { partnerName: context.partnerName, invitedBy: context.actorName });
    return created.id;
  });
  kickMailOutbox();
  return (await member(database, partnerId, id))!;
}

/**
 * A colleague's role or access. Disabling ends their sessions, tokens and mailed links; an owner
 * cannot disable themselves (they may step down to agent while another owner remains).
 */
export async function changeColleague(scope: StaffScope, id: number, raw: unknown): Promise<TeamMember> {
  const input = validate(teamChangeSchema, raw, "unprocessable");
  const partnerId = ownerPartner(scope);
  if (id === scope.id && input.active === false) throw new AppError("unprocessable", "invalidInput", { fields: { active: [fieldText("fieldOwnAccount")] } });
  const database = await db();
  await database.transaction(async (tx) => {
    await lockTeam(tx, scope, partnerId);
    const changes = { ...(input.team_role ? { teamRole: input.team_role } : {}), ...(input.active !== undefined ? { active: input.active } : {}) };
    const [updated] = await tx.update(staffUsers).set(changes).where(and(eq(staffUsers.id, id), eq(staffUsers.partnerId, partnerId))).returning({ id: staffUsers.id });
    if (!updated) throw new AppError("not_found", "staffNotFound");
    if ((await activeOwners(tx, partnerId)) === 0) throw new AppError("conflict", "teamLastOwner");
    if (input.active === false) {
      await endSessionsIn(tx, id);
      await voidStaffTokens(tx, id);
    }
  });
  return (await member(database, partnerId, id))!;
}

/** Mails a colleague a link to choose a new password; one who never accepted gets their invitation again. */
export async function mailColleagueLink(scope: StaffScope, id: number): Promise<TeamMember> {
  const partnerId = ownerPartner(scope);
  const database = await db();
  await database.transaction(async (tx) => {
    const context = await lockTeam(tx, scope, partnerId);
    const [colleague] = await tx.select({ ...memberColumns }).from(staffUsers).where(and(eq(staffUsers.id, id), eq(staffUsers.partnerId, partnerId)));
    if (!colleague) throw new AppError("not_found", "staffNotFound");
    if (!colleague.active) throw new AppError("conflict", "teamMemberInactive");
    await voidStaffTokens(tx, id);
    if (colleague.invitePending) await queueInvite(tx, colleague, { partnerName: context.partnerName, invitedBy: context.actorName });
    else await queueReset(tx, colleague, TEAM_RESET_VALID_HOURS);
  });
  kickMailOutbox();
  return (await member(database, partnerId, id))!;
}

/** A colleague as the team calls answer them. */
export function memberForApi(row: TeamMember) {
  return { id: row.id, email: row.email, name: row.name, team_role: row.teamRole ?? "agent", active: row.active, invite_pending: row.invitePending, created_at: row.createdAt.toISOString() };
}
