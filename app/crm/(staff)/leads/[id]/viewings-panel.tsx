import { getTranslations } from "next-intl/server";
import type { StaffScope } from "@/lib/crm/staff";
import { agentOptions, viewingsOfLead } from "@/lib/crm/viewings/queries";
import { madridParts } from "@/lib/crm/viewings/time";
import { leadProjectOptions } from "@/lib/crm/filter-options";
import { panelClass } from "@/components/crm/field-styles";
import { ViewingActions } from "@/components/crm/viewings/viewing-actions";
import { ViewingPlanForm } from "@/components/crm/viewings/viewing-plan-form";

interface LeadForViewings {
  id: number;
  partnerId: number | null;
  projectId: number | null;
  preferredDate: string | null;
  partOfDay: "morning" | "afternoon" | "evening" | null;
  anonymisedAt: Date | null;
}

/** The buyer's wish prefills the plan: the preferred day and a time in that part of the day. */
const PART_OF_DAY_TIME = { morning: "10:00", afternoon: "15:00", evening: "18:00" } as const;

/** A lead's viewings and the form to plan one (the lead page); it reads them itself, so the page adds one element. */
export async function LeadViewings({ scope, lead, projectName }: { scope: StaffScope; lead: LeadForViewings; projectName: string | null }) {
  if (lead.anonymisedAt) return null;
  const [t, tCrm, viewings, agents, projects] = await Promise.all([getTranslations("crm.viewings"), getTranslations("crm"), viewingsOfLead(scope, lead.id), agentOptions(lead.partnerId), leadProjectOptions(scope)]);
  const projectOptions = lead.projectId && projectName && !projects.some((project) => project.id === lead.projectId) ? [{ id: lead.projectId, name: projectName }, ...projects] : projects;
  const wish = lead.preferredDate ? t("wish", { date: lead.preferredDate, part: lead.partOfDay ? tCrm(`partsOfDay.${lead.partOfDay}`) : "-" }) : null;
  return (
    <>
      {viewings.length > 0 && (
        <section aria-labelledby="lead-viewings" className={panelClass}>
          <h2 id="lead-viewings" className="text-lg font-bold text-slate-900">
            {t("title")}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200">
            {viewings.map((row) => {
              const { date, time } = madridParts(row.startsAt);
              const label = t("leadItem", { date, time, place: row.meetingPoint });
              return (
                <li key={row.id} className="py-2" data-viewing={row.id} data-status={row.status}>
                  <p className="text-slate-900">{label}</p>
                  <p className="text-sm text-slate-700">{t(`status.${row.status}`)}</p>
                  {row.status === "planned" && <ViewingActions viewingId={row.id} label={label} />}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <ViewingPlanForm
        leadId={lead.id}
        projects={projectOptions}
        agents={agents}
        wish={wish}
        defaults={{ projectId: lead.projectId, agentId: agents.some((agent) => agent.id === scope.id) ? scope.id : null, date: lead.preferredDate ?? "", time: lead.partOfDay ? PART_OF_DAY_TIME[lead.partOfDay] : "" }}
      />
    </>
  );
}
