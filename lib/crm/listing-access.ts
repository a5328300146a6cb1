import "server-only";
/**
 * Who may write a partner's listings: an admin and a partner's owner always; an agent only when the
 * owner allowed it (`partners.agents_edit_listings`). Checked in the data layer by every write.
 */
import { eq } from "drizzle-orm";
import { AppError } from "../app-error";
import { db } from "../db/client";
import { partners } from "../db/schema";
import type { StaffScope } from "./staff";

async function agentsMayEdit(partnerId: number): Promise<boolean> {
  const database = await db();
  const [row] = await database.select({ allowed: partners.agentsEditListings }).from(partners).where(eq(partners.id, partnerId));
  return row?.allowed ?? false;
}

export async function mayEditListings(scope: StaffScope): Promise<boolean> {
  if (scope.role === "admin") return true;
  if (scope.partnerId === null) return false;
  return scope.teamRole === "owner" || agentsMayEdit(scope.partnerId);
}

export async function assertMayEditListings(scope: StaffScope): Promise<void> {
  if (!(await mayEditListings(scope))) throw new AppError("forbidden", "listingsNotAllowed");
}

/** The owner's setting for its agents. */
export async function listingSettingsOf(partnerId: number): Promise<{ agents_edit_listings: boolean }> {
  return { agents_edit_listings: await agentsMayEdit(partnerId) };
}

export async function changeListingSettings(partnerId: number, agentsEditListings: boolean): Promise<{ agents_edit_listings: boolean }> {
  const database = await db();
  await database.update(partners).set({ agentsEditListings, updatedAt: new Date() }).where(eq(partners.id, partnerId));
  return listingSettingsOf(partnerId);
}
