/**
 * Managing CRM users (admins only: the API checks the caller, the CLI is the operator's): create,
 * rename, (de)activate, set a password. Takes the database as an argument so `npm run partner` can use
 * it outside the app. Deactivating or a new password ends every session and token of that user.
 */
import { AppError, fieldText } from "../app-error";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { hashPassword } from "../accounts/password";
import { validate } from "../api/input";
import type { Database } from "../db/client";
import { partners, staffApiTokens, staffUsers } from "../db/schema";
import { staffChangeSchema, staffCreateSchema } from "./staff-schemas";

const rowColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  teamRole: staffUsers.teamRole,
  active: staffUsers.active,
  /** Invited by an owner, no password chosen yet. */
  invitePending: staffUsers.invitePending,
  createdAt: staffUsers.createdAt,
  partnerId: staffUsers.partnerId,
  partnerSlug: partners.slug,
  partnerName: partners.name,
};

export type StaffRow = Awaited<ReturnType<typeof listStaffUsers>>[number];

export function listStaffUsers(database: Database) {
  return database.select(rowColumns).from(staffUsers).leftJoin(partners, eq(partners.id, staffUsers.partnerId)).orderBy(asc(staffUsers.role), asc(partners.name), asc(staffUsers.name));
}

async function staffRow(database: Database, id: number): Promise<StaffRow | null> {
  const [row] = await database.select(rowColumns).from(staffUsers).leftJoin(partners, eq(partners.id, staffUsers.partnerId)).where(eq(staffUsers.id, id)).limit(1);
  return row ?? null;
}

export async function createStaffUser(database: Database, raw: unknown): Promise<StaffRow> {
  const input = validate(staffCreateSchema, raw, "unprocessable");
  if (input.partner_id) {
    const [partner] = await database.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partner_id)).limit(1);
    if (!partner) throw new AppError("unprocessable", "invalidInput", { fields: { partner_id: [fieldText("fieldUnknownPartner")] } });
  }
  const [taken] = await database.select({ id: staffUsers.id }).from(staffUsers).where(eq(sql`lower(${staffUsers.email})`, input.email)).limit(1);
  if (taken) throw new AppError("conflict", "staffEmailTaken", { fields: { email: [fieldText("fieldTaken")] } });
  const [created] = await database
    .insert(staffUsers)
    .values({ email: input.email, name: input.name, role: input.role, teamRole: input.role === "partner" ? (input.team_role ?? "owner") : null, partnerId: input.role === "partner" ? input.partner_id! : null, passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  // A racing request with the same e-mail won the unique index.
  if (!created) throw new AppError("conflict", "staffEmailTaken", { fields: { email: [fieldText("fieldTaken")] } });
  return (await staffRow(database, created.id))!;
}

export async function changeStaffUser(database: Database, actorId: number, staffId: number, raw: unknown): Promise<StaffRow> {
  const input = validate(staffChangeSchema, raw, "unprocessable");
  // An admin who locks themselves out needs another admin to get back in: refused.
  if (staffId === actorId && input.active === false) throw new AppError("unprocessable", "invalidInput", { fields: { active: [fieldText("fieldOwnAccount")] } });
  const endsSessions = input.password !== undefined || input.active === false;
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    // A password of the admin's also settles an invitation the colleague never accepted.
    ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password), invitePending: false } : {}),
    ...(endsSessions ? { sessionVersion: sql`${staffUsers.sessionVersion} + 1` } : {}),
  };
  await database.transaction(async (tx) => {
    const [updated] = await tx.update(staffUsers).set(changes).where(eq(staffUsers.id, staffId)).returning({ id: staffUsers.id });
    if (!updated) throw new AppError("not_found", "staffNotFound");
    if (endsSessions) await tx.update(staffApiTokens).set({ revokedAt: new Date() }).where(and(eq(staffApiTokens.staffUserId, staffId), isNull(staffApiTokens.revokedAt)));
  });
  return (await staffRow(database, staffId))!;
}

/** A CRM user as the admin API answers it. */
export function staffForAdmin(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    team_role: row.teamRole,
    partner: row.partnerId && row.partnerSlug && row.partnerName ? { id: row.partnerId, slug: row.partnerSlug, name: row.partnerName } : null,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}
