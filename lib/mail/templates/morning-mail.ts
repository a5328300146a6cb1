import "server-only";
/** A CRM user's morning list: tasks due today or overdue, new leads without an answer, and projects newly matching clients' searches. */
import { KIND_LABELS } from "../../crm/labels";
import { leadPath } from "../../crm/paths";
import { crmProjectPath } from "../../crm/project-statuses";
import type { TodayList } from "../../crm/tasks/today";
import { mailTexts as t } from "../../i18n/standalone";
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { renderMail } from "../layout";
import { TASK_LABELS } from "../../crm/tasks/labels";

export function morningMail(site: Site, input: { name: string; list: TodayList; origin: string; timeZone: string }): RenderedMail {
  const time = new Intl.DateTimeFormat("nl-NL", { timeZone: input.timeZone, dateStyle: "medium", timeStyle: "short" });
  const { tasks, leads, matches } = input.list;
  return renderMail({
    site,
    subject: t("morning.subject", { tasks: tasks.length, leads: leads.length }),
    heading: t("morning.heading"),
    paragraphs: [t("greeting", { name: input.name.trim() }), t("morning.intro", { tasks: tasks.length, leads: leads.length })],
    items: [
      ...tasks.map((task) => ({
        title: `${TASK_LABELS[task.kind]}: ${task.firstName} ${task.lastName}`.trim(),
        url: `${input.origin}${leadPath(task.leadId)}`,
        lines: [t(task.overdue ? "morning.overdue" : "morning.due", { time: time.format(task.dueAt) }), ...(task.note ? [task.note.slice(0, 200)] : [])],
      })),
      ...leads.map((lead) => ({
        title: `${t("morning.newLead")}: ${lead.firstName} ${lead.lastName}`.trim(),
        url: `${input.origin}${leadPath(lead.id)}`,
        lines: [[KIND_LABELS[lead.kind], lead.projectName].filter(Boolean).join(" · "), t("morning.received", { time: time.format(lead.createdAt) })],
      })),
      ...matches.map((news) => ({
        title: t("morning.match", { project: news.projectName, count: news.clients }),
        url: `${input.origin}${crmProjectPath(news.projectId)}`,
        lines: [t(`morning.reason_${news.reason}`)],
      })),
    ],
    action: { label: t("morning.action"), url: `${input.origin}/crm/vandaag` },
  });
}
