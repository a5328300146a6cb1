import "server-only";
/** The inbox's bulk status: every lead must be within the caller's scope (else 404, nothing changes). */
import { and, inArray } from "drizzle-orm";
import { AppError } from "../../app-error";
import { db } from "../../db/client";
import { leads } from "../../db/schema";
import { scopeCondition, updateLead } from "../leads";
import type { LeadStatus } from "../schemas";
import type { StaffScope } from "../staff";

export async function bulkStatus(scope: StaffScope, leadIds: readonly number[], status: LeadStatus, now = new Date()): Promise<number> {
  const ids = [...new Set(leadIds)].sort((a, b) => a - b);
  const database = await db();
  const found = await database.select({ id: leads.id, status: leads.status }).from(leads).where(and(inArray(leads.id, ids), scopeCondition(scope)));
  if (found.length !== ids.length) throw new AppError("not_found", "leadNotFound");
  let changed = 0;
  // One transaction per lead (updateLead's): each lead's history and response time as for a single change.
  for (const lead of found) if (lead.status !== status && (await updateLead(scope, lead.id, { status }, now)).status === status) changed++;
  return changed;
}
