import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { leadPath } from "@/lib/crm/paths";
import { crmProjectPath } from "@/lib/crm/project-statuses";
import type { TodayList } from "@/lib/crm/tasks/today";
import { panelClass } from "./field-styles";

/** The lists of "Vandaag": tasks (overdue first, by due time), new unanswered leads (newest first), and projects that newly match clients' searches. */
export function TodayLists({ list, selfId }: { list: TodayList; selfId: number | null }) {
  const t = useTranslations("crm");
  const format = useFormatter();
  const when = (date: Date) => <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: "medium", timeStyle: "short" })}</time>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="today-tasks" className={panelClass}>
        <h2 id="today-tasks" className="text-lg font-bold text-slate-900">
          {t("today.tasks")} ({list.tasks.length})
        </h2>
        {list.tasks.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("today.noTasks")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {list.tasks.map((task) => (
              <li key={task.id} className="py-3">
                <Link href={leadPath(task.leadId)} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {t(`tasks.kinds.${task.kind}`)}: {task.firstName} {task.lastName}
                </Link>
                <p className="text-sm text-slate-700">
                  {when(task.dueAt)}
                  {task.overdue && <span className="ml-2 rounded bg-red-100 px-1.5 font-semibold text-red-800">{t("today.overdue")}</span>}
                </p>
                {task.note && <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{task.note}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="today-leads" className={panelClass}>
        <h2 id="today-leads" className="text-lg font-bold text-slate-900">
          {t("today.leads")} ({list.leads.length})
        </h2>
        {list.leads.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("today.noLeads")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {list.leads.map((lead) => (
              <li key={lead.id} className="py-3">
                <Link href={leadPath(lead.id)} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {lead.firstName} {lead.lastName}
                </Link>
                <p className="text-sm text-slate-700">
                  {[t(`kinds.${lead.kind}`), lead.projectName].filter(Boolean).join(" · ")} · {t("today.received", { time: format.dateTime(lead.createdAt, { dateStyle: "medium", timeStyle: "short" }) })}
                </p>
                <p className="text-sm text-slate-600">{lead.assignedStaffId !== null && lead.assignedStaffId === selfId ? t("today.mine") : t("today.free")}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {list.matches.length > 0 && (
        <section aria-labelledby="today-matches" className={`${panelClass} lg:col-span-2`}>
          <h2 id="today-matches" className="text-lg font-bold text-slate-900">
            {t("today.matches")} ({list.matches.length})
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("today.matchesIntro")}</p>
          <ul className="mt-3 divide-y divide-slate-200">
            {list.matches.map((news) => (
              <li key={`${news.projectId}-${news.reason}`} className="py-3">
                <Link href={crmProjectPath(news.projectId)} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {news.projectName}: {t("matches.count", { count: news.clients })}
                </Link>
                <p className="text-sm text-slate-700">
                  {t(`today.reason_${news.reason}`)} · {t("today.unopened", { count: news.unopened })} · {t("today.since", { time: format.dateTime(news.at, { dateStyle: "medium", timeStyle: "short" }) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
