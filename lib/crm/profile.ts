import "server-only";
/**
 * A CRM user's own profile (owners, agents and admins alike): their name and phone, and a new password with the
 * current one. A new password ends every other session and token; the caller keeps theirs.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../accounts/password";
import { validate } from "../api/input";
import { AppError, fieldText } from "../app-error";
import { db } from "../db/client";
import { staffApiTokens, staffUsers } from "../db/schema";
import { metrics } from "../observability/metrics";
import { getStaffUser, type StaffUser } from "./staff";
import { staffProfileSchema } from "./team-schemas";

export async function updateStaffProfile(staffId: number, raw: unknown, keepTokenId: number | null): Promise<{ user: StaffUser; sessionVersion: number | null }> {
  const input = validate(staffProfileSchema, raw, "unprocessable");
  const database = await db();
  const [current] = await database.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(and(eq(staffUsers.id, staffId), eq(staffUsers.active, true))).limit(1);
  if (!current) throw new AppError("unauthorized", "loginRequired");
  let passwordHash: string | undefined;
  if (input.new_password) {
    const valid = await verifyPassword(input.current_password ?? "", current.passwordHash);
    metrics().passwordChecks.inc({ result: valid ? "valid" : "invalid" });
    if (!valid) throw new AppError("unprocessable", "invalidInput", { fields: { current_password: [fieldText("fieldNotCurrentPassword")] } });
    passwordHash = await hashPassword(input.new_password);
  }
  const sessionVersion = await database.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.phone !== undefined ? { phone: input.phone || null } : {}), ...(passwordHash ? { passwordHash, sessionVersion: sql`${staffUsers.sessionVersion} + 1` } : {}) })
      .where(eq(staffUsers.id, staffId))
      .returning({ sessionVersion: staffUsers.sessionVersion });
    if (!passwordHash) return null;
    const others = keepTokenId === null ? eq(staffApiTokens.staffUserId, staffId) : and(eq(staffApiTokens.staffUserId, staffId), ne(staffApiTokens.id, keepTokenId));
    await tx.update(staffApiTokens).set({ revokedAt: new Date() }).where(and(others, isNull(staffApiTokens.revokedAt)));
    return row!.sessionVersion;
  });
  return { user: (await getStaffUser(staffId))!, sessionVersion };
}
