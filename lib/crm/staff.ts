import "server-only";
/**
 * CRM users (partner staff and the main brand's admins) in the data layer: credential checks under
 * the clients' abuse limits, sessions with a version, Bearer tokens for partners' own tools.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { LOGIN_FAILURES_PER_ACCOUNT } from "../accounts/limits";
import { guardedPasswordCheck } from "../accounts/login-guard";
import { hashPassword, verifyPassword } from "../accounts/password";
import { hashToken, newToken } from "../accounts/tokens";
import { db } from "../db/client";
import { partners, staffApiTokens, staffUsers } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { kickMailOutbox } from "../mail/outbox";
import { staffLoginAttackMail } from "../mail/templates/login-attack";
import { metrics } from "../observability/metrics";
import { mainOrigin } from "../site/origin";
import { mainSite } from "../site/site";
import { staffLimitKey } from "./staff-limits";

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  /** Their own phone, for replies to buyers (null: the partner's). */
  phone: string | null;
  role: "partner" | "admin";
  /** A partner user's place in its team (null for an admin): owners run the partner's site and team. */
  teamRole: "owner" | "agent" | null;
  partnerId: number | null;
  /** The partner's slug and name, for a partner user. */
  partner: { slug: string; name: string } | null;
}

/** Who a CRM request acts for: every lead query is limited by it in the data layer. */
export type StaffScope = Pick<StaffUser, "id" | "role" | "teamRole" | "partnerId">;

/** Whether this CRM user runs a partner's site and team (an owner), and which partner. */
export function ownedPartnerId(scope: StaffScope): number | null {
  return scope.role === "partner" && scope.teamRole === "owner" ? scope.partnerId : null;
}

/** A CRM user as the API and the session answer it (the spec's `scope` key, with the team role). */
export function staffUserForApi(user: StaffUser) {
  return { id: user.id, email: user.email, name: user.name, scope: user.role, team_role: user.teamRole, partner: user.partner };
}

const STAFF_TOKEN_DAYS = 30;

async function selectStaff(where: ReturnType<typeof eq>) {
  const database = await db();
  const [row] = await database
    .select({ user: staffUsers, partnerSlug: partners.slug, partnerName: partners.name })
    .from(staffUsers)
    .leftJoin(partners, eq(partners.id, staffUsers.partnerId))
    .where(and(where, eq(staffUsers.active, true)))
    .limit(1);
  return row ?? null;
}

function toStaffUser(row: NonNullable<Awaited<ReturnType<typeof selectStaff>>>): StaffUser {
  const { user, partnerSlug, partnerName } = row;
  return { id: user.id, email: user.email, name: user.name, phone: user.phone, role: user.role, teamRole: user.teamRole, partnerId: user.partnerId, partner: partnerSlug && partnerName ? { slug: partnerSlug, name: partnerName } : null };
}

const UNKNOWN_STAFF_HASH = hashPassword("an unknown staff account never matches");

const byEmail = (email: string) => eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase());

/** The staff user with this e-mail and password, or null; the clients' guard (lib/accounts/login-guard.ts), counted apart. */
export async function checkStaffCredentials(email: string, password: string, address: string): Promise<StaffUser | null> {
  return guardedPasswordCheck(
    { account: staffLimitKey(email), address },
    async () => {
      const row = await selectStaff(byEmail(email));
      const valid = await verifyPassword(password, row?.user.passwordHash ?? (await UNKNOWN_STAFF_HASH));
      metrics().passwordChecks.inc({ result: row && valid ? "valid" : "invalid" });
      return row && valid ? toStaffUser(row) : null;
    },
    () => mailStaffUnderAttack(email),
  );
}

/** Tells the active CRM user with this e-mail, if there is one, that wrong passwords reached the ceiling. */
async function mailStaffUnderAttack(email: string): Promise<void> {
  const row = await selectStaff(byEmail(email));
  if (!row) return;
  const mail = staffLoginAttackMail(mainSite(), {
    name: row.user.name,
    failures: LOGIN_FAILURES_PER_ACCOUNT.points,
    windowMinutes: LOGIN_FAILURES_PER_ACCOUNT.durationSeconds / 60,
    loginUrl: `${mainOrigin()}/crm/login`,
  });
  await enqueueMail(await db(), { to: row.user.email, ...mail });
  kickMailOutbox();
}

export async function getStaffUser(staffId: number): Promise<StaffUser | null> {
  const row = await selectStaff(eq(staffUsers.id, staffId));
  return row ? toStaffUser(row) : null;
}

/** The version a session of this staff user must carry; null for an unknown or deactivated user. */
export async function staffSessionVersionOf(staffId: number): Promise<number | null> {
  const row = await selectStaff(eq(staffUsers.id, staffId));
  return row?.user.sessionVersion ?? null;
}

export async function endStaffSessions(staffId: number): Promise<void> {
  const database = await db();
  await database.update(staffUsers).set({ sessionVersion: sql`${staffUsers.sessionVersion} + 1` }).where(eq(staffUsers.id, staffId));
  await database.update(staffApiTokens).set({ revokedAt: new Date() }).where(and(eq(staffApiTokens.staffUserId, staffId), isNull(staffApiTokens.revokedAt)));
}

export async function issueStaffToken(staffId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const database = await db();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_TOKEN_DAYS * 86_400_000);
  await database.insert(staffApiTokens).values({ staffUserId: staffId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The staff user and token id of a valid token (not revoked or expired, the user still active). */
export async function resolveStaffToken(token: string, now = new Date()): Promise<{ user: StaffUser; tokenId: number } | null> {
  const database = await db();
  const [row] = await database
    .select({ id: staffApiTokens.id, staffUserId: staffApiTokens.staffUserId })
    .from(staffApiTokens)
    .where(and(eq(staffApiTokens.tokenHash, hashToken(token)), isNull(staffApiTokens.revokedAt), gt(staffApiTokens.expiresAt, now)))
    .limit(1);
  const user = row ? await getStaffUser(row.staffUserId) : null;
  return row && user ? { user, tokenId: row.id } : null;
}

export async function revokeStaffToken(tokenId: number): Promise<void> {
  const database = await db();
  await database.update(staffApiTokens).set({ revokedAt: new Date() }).where(eq(staffApiTokens.id, tokenId));
}
