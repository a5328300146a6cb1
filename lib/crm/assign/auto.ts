import "server-only";
/**
 * The automatic assignment of a new lead, after the lead itself is stored (its own transaction): a
 * failure here is logged and leaves the lead unassigned, never loses or fails it. Round robin takes
 * the partner's row lock, so with several instances each lead is assigned once and the turns go
 * evenly: the next active agent after the one who had the last turn (by id, wrapping round).
 */
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { db, type Database } from "../../db/client";
import { leads, partners, projectAssignees, staffUsers } from "../../db/schema";
import { describeError, log } from "../../log";
import { kickMailOutbox } from "../../mail/outbox";
import { applyAssignment, assignableCondition } from "./assign";

const agentColumns = { id: staffUsers.id, name: staffUsers.name, email: staffUsers.email };

async function nextInTurn(tx: Database, partnerId: number, last: number | null) {
  const agents = and(assignableCondition(partnerId), eq(staffUsers.teamRole, "agent"));
  const [after] = last === null ? [] : await tx.select(agentColumns).from(staffUsers).where(and(agents, gt(staffUsers.id, last))).orderBy(asc(staffUsers.id)).limit(1);
  if (after) return after;
  const [first] = await tx.select(agentColumns).from(staffUsers).where(agents).orderBy(asc(staffUsers.id)).limit(1);
  return first ?? null;
}

async function projectAgent(tx: Database, partnerId: number, projectId: number | null) {
  if (projectId === null) return null;
  const [row] = await tx
    .select(agentColumns)
    .from(projectAssignees)
    .innerJoin(staffUsers, eq(staffUsers.id, projectAssignees.staffUserId))
    .where(and(eq(projectAssignees.partnerId, partnerId), eq(projectAssignees.projectId, projectId), assignableCondition(partnerId)))
    .limit(1);
  return row ?? null;
}

/** Assigns a new, unassigned lead by its partner's setting; returns the agent's id, or null. Never throws. */
export async function autoAssignLead(leadId: number, now = new Date(), on?: Database): Promise<number | null> {
  try {
    const database = on ?? (await db());
    const assigned = await database.transaction(async (tx) => {
      const [lead] = await tx.select({ partnerId: leads.partnerId, projectId: leads.projectId }).from(leads).where(and(eq(leads.id, leadId), isNull(leads.assignedStaffId))).limit(1);
      if (!lead?.partnerId) return null;
      // The partner's row lock serialises the turns of every instance.
      const [partner] = await tx.select({ mode: partners.assignMode, last: partners.assignLastStaffId }).from(partners).where(eq(partners.id, lead.partnerId)).for("update").limit(1);
      if (!partner || partner.mode === "manual") return null;
      let agent = partner.mode === "project" ? await projectAgent(tx, lead.partnerId, lead.projectId) : null;
      if (!agent) {
        agent = await nextInTurn(tx, lead.partnerId, partner.last);
        if (!agent) return null;
        await tx.update(partners).set({ assignLastStaffId: agent.id }).where(eq(partners.id, lead.partnerId));
      }
      await applyAssignment(tx, leadId, agent, null, now);
      return agent.id;
    });
    if (assigned !== null) kickMailOutbox();
    return assigned;
  } catch (error) {
    log("error", "lead auto-assignment failed; the lead stays unassigned", { leadId, ...describeError(error) });
    return null;
  }
}
