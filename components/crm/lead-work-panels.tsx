import "server-only";
import { assignableStaff } from "@/lib/crm/assign/assign";
import type { StaffScope } from "@/lib/crm/staff";
import { listTasks } from "@/lib/crm/tasks/tasks";
import { LeadAssignForm } from "./lead-assign-form";
import { LeadTasks } from "./lead-tasks";

type Props = { scope: StaffScope; leadId: number; partnerId: number | null; assignedStaffId: number | null };

/** The lead page's assignment and follow-up panels (a partner's lead only: the main brand's has no team). */
export async function LeadWorkPanels({ scope, leadId, partnerId, assignedStaffId }: Props) {
  if (partnerId === null) return null;
  const [people, tasks] = await Promise.all([assignableStaff(partnerId), listTasks(scope, leadId)]);
  const options = people.map(({ id, name }) => ({ id, name }));
  const now = new Date();
  const items = tasks.map((task) => ({ ...task, overdue: task.doneAt === null && task.dueAt < now }));
  return (
    <>
      <LeadAssignForm leadId={leadId} assignedStaffId={assignedStaffId} people={options} agentId={scope.role === "partner" && scope.teamRole === "agent" ? scope.id : null} />
      <LeadTasks leadId={leadId} tasks={items} people={options} selfId={scope.role === "admin" ? null : scope.id} />
    </>
  );
}
