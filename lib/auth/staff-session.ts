import "server-only";
/**
 * The CRM user of a page request: the session cookie read with the same checks as the API's
 * (signature, expiry, the staff user's session version, still active), so a page and a call made
 * from it always agree on who is there. CRM pages are rendered per request; nothing here is cached
 * beyond the request.
 */
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { getStaffUser, type StaffScope, type StaffUser } from "../crm/staff";
import { crmLoginPath } from "../crm/paths";
import { sessionAccount } from "./session";

/** The logged-in CRM user of this request, or null (a guest, or a client's session). */
export const currentStaff = cache(async (): Promise<StaffUser | null> => {
  const request = new Request("http://crm.invalid/", { headers: await headers() });
  const account = await sessionAccount(request);
  return account?.kind === "staff" ? getStaffUser(account.id) : null;
});

/** A CRM page: a guest goes to the CRM log-in, which returns to `path` afterwards. */
export async function requireStaff(path: string): Promise<StaffUser> {
  const staff = await currentStaff();
  if (!staff) redirect(crmLoginPath(path));
  return staff;
}

/** An admin page: partner users get the 404 a page that is not theirs would give. */
export async function requireAdmin(path: string): Promise<StaffUser> {
  const staff = await requireStaff(path);
  if (staff.role !== "admin") notFound();
  return staff;
}

/** A team owner's page (their partner's team): agents and admins get the 404 of a page that is not theirs. */
export async function requireOwner(path: string): Promise<StaffUser> {
  const staff = await requireStaff(path);
  if (staff.role !== "partner" || staff.teamRole !== "owner") notFound();
  return staff;
}

/** What the data layer limits a CRM user's queries by. */
export function scopeOf(staff: StaffUser): StaffScope {
  return { id: staff.id, role: staff.role, teamRole: staff.teamRole, partnerId: staff.partnerId };
}
