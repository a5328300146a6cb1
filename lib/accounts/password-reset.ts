import "server-only";
/**
 * Forgotten passwords (spec section 4): a single-use link, valid 1 hour, mailed through the outbox
 * in the same transaction that stores its token; the same answer whether the e-mail has an account or
 * not. Setting the new password ends every session and Bearer token of the account.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import { apiTokens, clients, passwordResetTokens } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { kickMailOutbox } from "../mail/outbox";
import { resetPasswordMail } from "../mail/templates/reset-password";
import { siteOrigin } from "../site/origin";
import { sitePath, type Site } from "../site/site";
import { hashPassword } from "./password";
import { hashToken, newToken } from "./tokens";

const RESET_LINK_MINUTES = 60;

/** Queues the reset mail when the e-mail has an account on any site; the link opens on the site asked from. */
export async function requestPasswordReset(email: string, site: Site, now = new Date()): Promise<void> {
  const database = await db();
  const [client] = await database
    .select({ id: clients.id, firstName: clients.firstName, email: clients.email })
    .from(clients)
    .where(eq(sql`lower(${clients.email})`, email.toLowerCase()))
    .limit(1);
  if (!client) return;
  const token = newToken();
  const resetUrl = `${siteOrigin(site)}${sitePath(site, `/client-reset-password/${token}`)}`;
  await database.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({ clientId: client.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) });
    await enqueueMail(tx, { to: client.email, ...resetPasswordMail(site, { firstName: client.firstName, resetUrl, expiresInMinutes: RESET_LINK_MINUTES }) });
  });
  kickMailOutbox();
}

/** Sets the new password with a valid, unused link; false for an unknown, used or expired one. */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<boolean> {
  const database = await db();
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ clientId: passwordResetTokens.clientId });
    if (!link) return false;
    await tx.update(clients).set({ passwordHash, sessionVersion: sql`${clients.sessionVersion} + 1`, updatedAt: now }).where(eq(clients.id, link.clientId));
    await tx.update(apiTokens).set({ revokedAt: now }).where(and(eq(apiTokens.clientId, link.clientId), isNull(apiTokens.revokedAt)));
    // Other links mailed before this one are no use any more.
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.clientId, link.clientId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
}
