import "server-only";
/**
 * A client's own data (AVG/GDPR): everything the site keeps about them as one JSON download, and the
 * erasure of the account (the profile, favorites, saved searches and tokens go; their leads are anonymised, so a
 * partner's counts stay right).
 */
import { AppError, fieldText } from "../app-error";
import { and, desc, eq, sql } from "drizzle-orm";
import { verifyPassword } from "../accounts/password";
import { db } from "../db/client";
import { apiTokens, clients, favorites, leads, mailOutbox, projects, savedSearches } from "../db/schema";
import { anonymiseLeads, leadsOfClient } from "./anonymise";

export async function clientDataExport(clientId: number) {
  const database = await db();
  const [client] = await database.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw new AppError("unauthorized", "loginRequired");
  const [favoriteRows, requests, tokens, searches] = await Promise.all([
    database.select({ project_id: favorites.projectId, name: projects.name, added_at: favorites.createdAt }).from(favorites).innerJoin(projects, eq(projects.id, favorites.projectId)).where(eq(favorites.clientId, clientId)),
    database
      .select({ id: leads.id, kind: leads.kind, status: leads.status, project_id: leads.projectId, first_name: leads.firstName, last_name: leads.lastName, email: leads.email, phone: leads.phone, zip_code: leads.zipCode, address: leads.address, subject: leads.subject, message: leads.message, preferred_date: leads.preferredDate, sent_at: leads.createdAt })
      .from(leads)
      .where(leadsOfClient(clientId, client.email))
      .orderBy(desc(leads.createdAt)),
    database.select({ created_at: apiTokens.createdAt, expires_at: apiTokens.expiresAt, revoked_at: apiTokens.revokedAt, last_used_at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.clientId, clientId)),
    database.select({ name: savedSearches.name, filters: savedSearches.filters, frequency: savedSearches.frequency, created_at: savedSearches.createdAt, last_sent_at: savedSearches.lastSentAt }).from(savedSearches).where(eq(savedSearches.clientId, clientId)),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: { email: client.email, first_name: client.firstName, last_name: client.lastName, phone: client.phone, zip_code: client.zipCode, address: client.homeTown, registered_at: client.createdAt.toISOString() },
    favorites: favoriteRows.map((row) => ({ ...row, added_at: row.added_at.toISOString() })),
    requests: requests.map((row) => ({ ...row, sent_at: row.sent_at.toISOString() })),
    saved_searches: searches.map((row) => ({ ...row, created_at: row.created_at.toISOString(), last_sent_at: row.last_sent_at?.toISOString() ?? null })),
    api_tokens: tokens.map((row) => ({ created_at: row.created_at.toISOString(), expires_at: row.expires_at.toISOString(), revoked_at: row.revoked_at?.toISOString() ?? null, last_used_at: row.last_used_at?.toISOString() ?? null })),
  };
}

/** Deletes the account after checking the password; returns how many leads were anonymised. */
export async function deleteClientAccount(clientId: number, password: string): Promise<number> {
  const database = await db();
  const [client] = await database.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw new AppError("unauthorized", "loginRequired");
  if (!(await verifyPassword(password, client.passwordHash))) throw new AppError("unprocessable", "invalidInput", { fields: { password: [fieldText("fieldNotYourPassword")] } });
  return database.transaction(async (tx) => {
    const anonymised = await anonymiseLeads(tx, leadsOfClient(clientId, client.email));
    await tx.delete(mailOutbox).where(and(eq(sql`lower(${mailOutbox.toAddress})`, client.email.toLowerCase())));
    // Favorites, saved searches, tokens and reset links go with the account (ON DELETE CASCADE).
    await tx.delete(clients).where(eq(clients.id, clientId));
    return anonymised;
  });
}
