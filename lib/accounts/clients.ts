import "server-only";
/**
 * Client accounts in the data layer: registering, checking a password under the abuse limits,
 * reading and updating the profile. Every function takes the client id it acts for; the callers
 * (route handlers, the session code) have established who that is.
 */
import { AppError, fieldText } from "../app-error";
import { and, eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { apiTokens, clients } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { kickMailOutbox } from "../mail/outbox";
import { registrationAttemptMail, welcomeMail } from "../mail/templates/registration";
import { metrics } from "../observability/metrics";
import type { Site } from "../site/site";
import { accountMailLinks, mailClientUnderAttack } from "./account-mails";
import { guardedPasswordCheck } from "./login-guard";
import { hashPassword, verifyPassword } from "./password";
import type { ClientUser } from "./schemas";

type ClientRow = typeof clients.$inferSelect;

function toClientUser(row: Pick<ClientRow, "id" | "email" | "firstName" | "lastName" | "phone" | "zipCode" | "homeTown">): ClientUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    zip_code: row.zipCode,
    address: row.homeTown,
    scope: "client",
  };
}

const byEmail = (email: string) => eq(sql`lower(${clients.email})`, email.toLowerCase());

export interface NewClient {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
}

/**
 * Registers through `site` (a partner's, or the main brand's). The same work whether the e-mail already
 * has an account or not, so neither the answer nor its time tells which: the password is hashed, and
 * one transaction tries the insert and queues one mail, a welcome to a new account or, to the owner of
 * an existing one, a note that someone tried to register with their address (with a log-in and a
 * reset link). The existing account is not changed.
 */
export async function registerClient(input: NewClient, site: Site): Promise<void> {
  const database = await db();
  const passwordHash = await hashPassword(input.password);
  const links = accountMailLinks(site);
  await database.transaction(async (tx) => {
    const [created] = await tx
      .insert(clients)
      .values({ email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name, phone: input.phone || null, partnerId: site.partnerId || null })
      .onConflictDoNothing()
      .returning({ id: clients.id });
    await enqueueMail(tx, { to: input.email, ...(created ? welcomeMail(site, links) : registrationAttemptMail(site, links)) });
  });
  kickMailOutbox();
}

/** A hash to compare against when the e-mail is unknown, so the answer takes as long either way. */
const UNKNOWN_ACCOUNT_HASH = hashPassword("an unknown account never matches");

/** The client with this e-mail and password, or null; both log-in paths come here, under lib/accounts/login-guard.ts. */
export async function checkCredentials(email: string, password: string, address: string): Promise<ClientUser | null> {
  const account = email.toLowerCase();
  return guardedPasswordCheck(
    { account, address },
    async () => {
      const database = await db();
      const [row] = await database.select().from(clients).where(byEmail(account)).limit(1);
      const valid = await verifyPassword(password, row?.passwordHash ?? (await UNKNOWN_ACCOUNT_HASH));
      metrics().passwordChecks.inc({ result: row && valid ? "valid" : "invalid" });
      return row && valid ? toClientUser(row) : null;
    },
    () => mailClientUnderAttack(account),
  );
}

export async function getClientUser(clientId: number): Promise<ClientUser | null> {
  const database = await db();
  const [row] = await database.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row ? toClientUser(row) : null;
}

/** The version a session or token of this client must carry; null for a deleted account. */
export async function sessionVersionOf(clientId: number): Promise<number | null> {
  const database = await db();
  const [row] = await database.select({ version: clients.sessionVersion }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.version ?? null;
}

/**
 * Ends every session of the client (a logout, or the other sessions after a password change): the
 * version goes up, so older session cookies are refused. Returns the new version.
 */
export async function endSessions(clientId: number): Promise<number> {
  const database = await db();
  const [row] = await database
    .update(clients)
    .set({ sessionVersion: sql`${clients.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(clients.id, clientId))
    .returning({ version: clients.sessionVersion });
  return row?.version ?? 0;
}

export interface ProfileChange {
  first_name: string;
  last_name: string;
  phone?: string;
  zip_code?: string;
  address?: string;
  current_password?: string;
  new_password?: string;
}

/**
 * Saves the profile; a new password needs the current one (422 otherwise), and then ends every other
 * session and Bearer token. Returns the user and, after a password change, the new session version.
 */
export async function updateProfile(clientId: number, change: ProfileChange, keepTokenId: number | null): Promise<{ user: ClientUser; sessionVersion: number | null }> {
  const database = await db();
  const [current] = await database.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!current) throw new AppError("unauthorized", "loginRequired");
  let passwordHash: string | undefined;
  if (change.new_password) {
    const valid = await verifyPassword(change.current_password ?? "", current.passwordHash);
    metrics().passwordChecks.inc({ result: valid ? "valid" : "invalid" });
    if (!valid) throw new AppError("unprocessable", "invalidInput", { fields: { current_password: [fieldText("fieldNotCurrentPassword")] } });
    passwordHash = await hashPassword(change.new_password);
  }
  const [row] = await database
    .update(clients)
    .set({
      firstName: change.first_name,
      lastName: change.last_name,
      phone: change.phone || null,
      zipCode: change.zip_code || null,
      homeTown: change.address || null,
      updatedAt: new Date(),
      ...(passwordHash ? { passwordHash, sessionVersion: sql`${clients.sessionVersion} + 1` } : {}),
    })
    .where(eq(clients.id, clientId))
    .returning();
  if (passwordHash) {
    const others = keepTokenId === null ? eq(apiTokens.clientId, clientId) : and(eq(apiTokens.clientId, clientId), sql`${apiTokens.id} <> ${keepTokenId}`);
    await database.update(apiTokens).set({ revokedAt: new Date() }).where(and(others, sql`${apiTokens.revokedAt} is null`));
  }
  return { user: toClientUser(row!), sessionVersion: passwordHash ? row!.sessionVersion : null };
}
