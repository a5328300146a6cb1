import "server-only";
/**
 * Bearer tokens of `POST /api/client-login` (spec section 7): 256 random bits, stored as a hash,
 * valid 30 days, revoked by `POST /api/client-logout` or a password change.
 */
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "../db/client";
import { apiTokens, staffApiTokens } from "../db/schema";
import { defineJob } from "../jobs/define";
import { hashToken, newToken } from "./tokens";

const API_TOKEN_DAYS = 30;
/** `lastUsedAt` is written at most this often per token (a write per request would be waste). */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export async function issueApiToken(clientId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const database = await db();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + API_TOKEN_DAYS * 24 * 3600 * 1000);
  await database.insert(apiTokens).values({ clientId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The client and token id of a valid token (not revoked, not expired), or null. */
export async function resolveApiToken(token: string, now = new Date()): Promise<{ clientId: number; tokenId: number } | null> {
  const database = await db();
  const [row] = await database
    .select({ id: apiTokens.id, clientId: apiTokens.clientId, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await database.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return { clientId: row.clientId, tokenId: row.id };
}

export async function revokeApiToken(tokenId: number): Promise<void> {
  const database = await db();
  await database.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}

/**
 * Housekeeping: clients' and CRM users' bearer tokens that expired or were revoked more than a month
 * ago go (both tables share the shape; a login per day would otherwise grow them for ever).
 */
async function pruneApiTokens(now = new Date()): Promise<void> {
  const database = await db();
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  for (const table of [apiTokens, staffApiTokens]) {
    await database.delete(table).where(or(lt(table.expiresAt, monthAgo), lt(sql`coalesce(${table.revokedAt}, 'infinity')`, monthAgo)));
  }
}

/** Daily at 04:17 UTC (a quiet hour). */
export const apiTokenPruneJob = defineJob({
  name: "api_token_prune",
  schedule: { cron: "17 4 * * *" },
  run: ({ now }) => pruneApiTokens(now),
});
