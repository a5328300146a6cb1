import "server-only";
/**
 * Mailed CRM links (the clients' reset links, for staff): an invitation to a team (72 hours) or a
 * new password (1 hour when asked for oneself, 24 when a team's owner sends it). Each is single-use and
 * stored only as a hash; the mail is queued in the transaction that stores its token. Using one sets
 * the password and ends every session and token of that user.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashPassword } from "../accounts/password";
import { hashToken, newToken } from "../accounts/tokens";
import { db, type Database } from "../db/client";
import { staffApiTokens, staffTokens, staffUsers } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { kickMailOutbox } from "../mail/outbox";
import { staffInviteMail, staffResetMail } from "../mail/templates/staff-links";
import { mainOrigin } from "../site/origin";
import { mainSite } from "../site/site";

const INVITE_VALID_HOURS = 72;
const RESET_VALID_HOURS = 1;
export const TEAM_RESET_VALID_HOURS = 24;

const staffInvitePath = (token: string) => `/crm/uitnodiging/${token}`;
const staffResetPath = (token: string) => `/crm/nieuw-wachtwoord/${token}`;

async function storeToken(tx: Database, staffUserId: number, purpose: "invite" | "reset", hours: number, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(staffTokens).values({ staffUserId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + hours * 3_600_000) });
  return token;
}

/** Stores an invitation and queues its mail (in the caller's transaction). */
export async function queueInvite(tx: Database, invitee: { id: number; email: string; name: string }, context: { partnerName: string; invitedBy: string }, now = new Date()): Promise<void> {
  const token = await storeToken(tx, invitee.id, "invite", INVITE_VALID_HOURS, now);
  const mail = staffInviteMail(mainSite(), { name: invitee.name, ...context, acceptUrl: `${mainOrigin()}${staffInvitePath(token)}`, validHours: INVITE_VALID_HOURS });
  await enqueueMail(tx, { to: invitee.email, ...mail });
}

/** Stores a reset link and queues its mail (in the caller's transaction). */
export async function queueReset(tx: Database, user: { id: number; email: string; name: string }, hours: number, now = new Date()): Promise<void> {
  const token = await storeToken(tx, user.id, "reset", hours, now);
  await enqueueMail(tx, { to: user.email, ...staffResetMail(mainSite(), { name: user.name, resetUrl: `${mainOrigin()}${staffResetPath(token)}`, validHours: hours }) });
}

/** A reset link for the active CRM user with this e-mail, if there is one; nothing otherwise (the caller answers the same). */
export async function requestStaffPasswordReset(email: string, now = new Date()): Promise<void> {
  const database = await db();
  const [user] = await database
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()), eq(staffUsers.active, true), eq(staffUsers.invitePending, false)))
    .limit(1);
  if (!user) return;
  await database.transaction((tx) => queueReset(tx, user, RESET_VALID_HOURS, now));
  kickMailOutbox();
}

/** Makes every unused link of this user useless (they were disabled, or used one). */
export async function voidStaffTokens(tx: Database, staffUserId: number, now = new Date()): Promise<void> {
  await tx.update(staffTokens).set({ usedAt: now }).where(and(eq(staffTokens.staffUserId, staffUserId), isNull(staffTokens.usedAt)));
}

/** Ends every session and Bearer token of this user (in the caller's transaction). */
export async function endSessionsIn(tx: Database, staffUserId: number, now = new Date()): Promise<void> {
  await tx.update(staffUsers).set({ sessionVersion: sql`${staffUsers.sessionVersion} + 1` }).where(eq(staffUsers.id, staffUserId));
  await tx.update(staffApiTokens).set({ revokedAt: now }).where(and(eq(staffApiTokens.staffUserId, staffUserId), isNull(staffApiTokens.revokedAt)));
}

/**
 * Sets the password with a valid, unused link of this purpose, for a user still active; false for an
 * unknown, used or expired link (or a colleague disabled meanwhile). An accepted invitation is no longer pending.
 */
export async function usePasswordLink(purpose: "invite" | "reset", token: string, password: string, now = new Date()): Promise<boolean> {
  const database = await db();
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    const [link] = await tx
      .update(staffTokens)
      .set({ usedAt: now })
      .where(and(eq(staffTokens.tokenHash, hashToken(token)), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
      .returning({ staffUserId: staffTokens.staffUserId });
    if (!link) return false;
    const [user] = await tx
      .update(staffUsers)
      .set({ passwordHash, invitePending: false })
      .where(and(eq(staffUsers.id, link.staffUserId), eq(staffUsers.active, true)))
      .returning({ id: staffUsers.id });
    if (!user) return false;
    await endSessionsIn(tx, user.id, now);
    await voidStaffTokens(tx, user.id, now);
    return true;
  });
}
