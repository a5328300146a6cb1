import "server-only";
/**
 * Unsubscribe links (RFC 8058): each alert mail carries a fresh random token, stored only as its
 * SHA-256 hash, so a copy of the database unsubscribes nobody and an old mail's link keeps working.
 * Unsubscribing pauses the search (the client can resume it on the profile) rather than deleting it,
 * and drops its seen set as pausing does.
 */
import { eq } from "drizzle-orm";
import { hashToken, newToken } from "../accounts/tokens";
import type { Database } from "../db/client";
import { savedSearches, savedSearchUnsubscribeTokens } from "../db/schema";
import { siteOrigin } from "../site/origin";
import { forgetMatches } from "./matches";
import { sitePath, type Site } from "../site/site";

/** The path of the page that confirms an unsubscribe with a button (a GET never unsubscribes). */
const UNSUBSCRIBE_PAGE = "/zoekopdracht-afmelden";

export interface UnsubscribeLinks {
  /** For `List-Unsubscribe`: the one-click POST target. */
  oneClick: string;
  /** For the mail's text: the confirmation page on the search's site. */
  page: string;
}

/** A new token for one mail of `savedSearchId`, stored in the mail's transaction. */
export async function newUnsubscribeLinks(tx: Database, savedSearchId: number, site: Site, now: Date): Promise<UnsubscribeLinks> {
  const token = newToken();
  await tx.insert(savedSearchUnsubscribeTokens).values({ tokenHash: hashToken(token), savedSearchId, createdAt: now });
  const origin = siteOrigin(site);
  const query = `token=${encodeURIComponent(token)}`;
  return { oneClick: `${origin}/api/saved-searches/unsubscribe?${query}`, page: `${origin}${sitePath(site, UNSUBSCRIBE_PAGE)}?${query}` };
}

/** The mail headers of RFC 2369 and RFC 8058 for one-click unsubscribe. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Pauses the search the token belongs to; false for an unknown token (or a deleted search). Repeating it is harmless. */
export async function unsubscribe(database: Database, token: string, now = new Date()): Promise<boolean> {
  const [link] = await database.select({ id: savedSearchUnsubscribeTokens.savedSearchId }).from(savedSearchUnsubscribeTokens).where(eq(savedSearchUnsubscribeTokens.tokenHash, hashToken(token)));
  if (!link) return false;
  const [search] = await database.select({ unsubscribedAt: savedSearches.unsubscribedAt }).from(savedSearches).where(eq(savedSearches.id, link.id));
  if (!search) return false;
  if (search.unsubscribedAt === null) {
    await database.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      await tx.update(savedSearches).set({ frequency: "paused", unsubscribedAt: now, updatedAt: now }).where(eq(savedSearches.id, link.id));
      await forgetMatches(tx, link.id);
    });
  }
  return true;
}

/** The search's name for the confirmation page (null for an unknown token). */
export async function unsubscribeTarget(database: Database, token: string): Promise<{ name: string; unsubscribed: boolean } | null> {
  const [row] = await database
    .select({ name: savedSearches.name, unsubscribedAt: savedSearches.unsubscribedAt })
    .from(savedSearchUnsubscribeTokens)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchUnsubscribeTokens.savedSearchId))
    .where(eq(savedSearchUnsubscribeTokens.tokenHash, hashToken(token)));
  return row ? { name: row.name, unsubscribed: row.unsubscribedAt !== null } : null;
}
