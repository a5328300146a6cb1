import "server-only";
import { assignableStaff } from "@/lib/crm/assign/assign";
import { getAssignSettings } from "@/lib/crm/assign/settings";
import { leadProjectOptions } from "@/lib/crm/filter-options";
import type { StaffScope } from "@/lib/crm/staff";
import { AssignSettingsForm } from "./assign-settings-form";

/** The team page's settings panel (owners): the projects are those the partner's leads are about. */
export async function AssignSettingsPanel({ scope }: { scope: StaffScope }) {
  if (scope.partnerId === null) return null;
  const [settings, projects, people] = await Promise.all([getAssignSettings(scope), leadProjectOptions(scope), assignableStaff(scope.partnerId)]);
  const agents = people.filter((person) => person.teamRole === "agent").map(({ id, name }) => ({ id, name }));
  return <AssignSettingsForm mode={settings.assign_mode} timeZone={settings.time_zone} mapping={settings.projects} projects={projects} agents={agents} />;
}
