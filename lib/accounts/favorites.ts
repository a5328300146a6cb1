import "server-only";
/**
 * A logged-in client's favorite projects (spec section 4), on the server: toggle, list and the one-time
 * merge of a guest's list. A client's list is one for every site, but each site sees in it only the
 * projects it lists itself (`sitePartnerId`, visibility.ts): a partner's own listing awaiting approval
 * can be kept on that partner's site and stays out of the others'.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "../db/client";
import { favorites, projects } from "../db/schema";
import { listedCondition } from "../catalogue/visibility";

/** The client's favorite project ids, newest first (those the site lists only). */
export async function listFavoriteIds(clientId: number, sitePartnerId: number): Promise<number[]> {
  const database = await db();
  const rows = await database
    .select({ id: favorites.projectId })
    .from(favorites)
    .innerJoin(projects, and(eq(projects.id, favorites.projectId), listedCondition(sitePartnerId)))
    .where(eq(favorites.clientId, clientId))
    .orderBy(desc(favorites.createdAt), desc(favorites.projectId));
  return rows.map((row) => row.id);
}

/** Adds or removes one project the site lists; null when there is no such project. */
export async function toggleFavorite(clientId: number, projectId: number, sitePartnerId: number): Promise<{ favorite: boolean; favorites: number[] } | null> {
  const database = await db();
  const [project] = await database.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), listedCondition(sitePartnerId))).limit(1);
  if (!project) return null;
  const removed = await database.delete(favorites).where(and(eq(favorites.clientId, clientId), eq(favorites.projectId, projectId))).returning();
  if (removed.length === 0) await database.insert(favorites).values({ clientId, projectId }).onConflictDoNothing();
  return { favorite: removed.length === 0, favorites: await listFavoriteIds(clientId, sitePartnerId) };
}

/** Folds a guest's local favorites into the client's (ids the site does not list are dropped). */
export async function mergeFavorites(clientId: number, ids: readonly number[], sitePartnerId: number): Promise<number[]> {
  const database = await db();
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const published = await database.select({ id: projects.id }).from(projects).where(and(inArray(projects.id, unique), listedCondition(sitePartnerId)));
    if (published.length > 0) await database.insert(favorites).values(published.map(({ id }) => ({ clientId, projectId: id }))).onConflictDoNothing();
  }
  return listFavoriteIds(clientId, sitePartnerId);
}
