/** The inbox's "Toegewezen aan" filter and the names an assignment event shows. */
import { eq, isNull, sql, type SQL } from "drizzle-orm";
import { leadEvents, leads, staffUsers } from "../../db/schema";
import type { StaffScope } from "../staff";

/** `me`, `none` (unassigned) or a colleague's id (owners and the admin; an agent's scope hides others' leads anyway). */
export function assigneeCondition(scope: StaffScope, assigned: string | undefined): SQL | undefined {
  if (!assigned) return undefined;
  if (assigned === "me") return eq(leads.assignedStaffId, scope.id);
  if (assigned === "none") return isNull(leads.assignedStaffId);
  return eq(leads.assignedStaffId, Number(assigned));
}

const nameOf = (column: typeof leadEvents.fromStaffId | typeof leadEvents.toStaffId) => sql<string | null>`(select ${staffUsers.name} from ${staffUsers} where ${staffUsers.id} = ${column})`;

/** For the history: who a lead went from and to. */
export const assignmentNames = { fromStaffName: nameOf(leadEvents.fromStaffId), toStaffName: nameOf(leadEvents.toStaffId) };
