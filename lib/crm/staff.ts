import "server-only";
/**
 * CRM users (partner staff and the main brand's admins) in the data layer: credential checks under
 * the same abuse limits as clients, sessions with a version, Bearer tokens for partners' own tools.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashToken, newToken } from "../accounts/tokens";
import { enforceRateLimit, resetRateLimit } from "../api/rate-limit";
import { LOGIN_PER_ADDRESS, PASSWORD_CHECKS_PER_ACCOUNT } from "../accounts/limits";
import { verifyPassword } from "../accounts/password";
import { hashPassword } from "../accounts/password";
import { db } from "../db/client";
import { partners, staffApiTokens, staffUsers } from "../db/schema";
import { metrics } from "../observability/metrics";
import { staffLimitKey } from "./staff-limits";

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: "partner" | "admin";
  partnerId: number | null;
  /** The partner's slug and name, for a partner user. */
  partner: { slug: string; name: string } | null;
}

/** Who a CRM request acts for: every lead query is limited by it in the data layer. */
export type StaffScope = Pick<StaffUser, "id" | "role" | "partnerId">;

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
  return { id: user.id, email: user.email, name: user.name, role: user.role, partnerId: user.partnerId, partner: partnerSlug && partnerName ? { slug: partnerSlug, name: partnerName } : null };
}

const UNKNOWN_STAFF_HASH = hashPassword("an unknown staff account never matches");

/** The staff user with this e-mail and password, or null; the client log-in's limits, counted apart. */
export async function checkStaffCredentials(email: string, password: string, address: string): Promise<StaffUser | null> {
  const account = staffLimitKey(email);
  await enforceRateLimit(LOGIN_PER_ADDRESS, address);
  await enforceRateLimit(PASSWORD_CHECKS_PER_ACCOUNT, account);
  const row = await selectStaff(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
  const valid = await verifyPassword(password, row?.user.passwordHash ?? (await UNKNOWN_STAFF_HASH));
  metrics().passwordChecks.inc({ result: row && valid ? "valid" : "invalid" });
  if (!row || !valid) return null;
  await resetRateLimit(PASSWORD_CHECKS_PER_ACCOUNT, account);
  return toStaffUser(row);
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
