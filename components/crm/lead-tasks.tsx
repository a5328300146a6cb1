"use client";

import { useFormatter, useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import type { TaskKind } from "@/lib/crm/assign/kinds";
import { panelClass } from "./field-styles";
import { LeadTaskForm } from "./lead-task-form";
import { useRefreshingAction } from "./use-refreshing-action";

/** `overdue`: worked out on the server, at the request's time. */
export type LeadTaskItem = { id: number; kind: TaskKind; dueAt: Date; note: string | null; doneAt: Date | null; assigneeName: string | null; overdue: boolean };
type Props = { leadId: number; tasks: LeadTaskItem[]; people: Array<{ id: number; name: string }>; selfId: number | null };

/** The lead's follow-up: its tasks (open first, overdue marked), each to tick off or reopen, and a form for a new one. */
export function LeadTasks({ leadId, tasks, people, selfId }: Props) {
  const t = useTranslations("crm.tasks");
  const format = useFormatter();
  const { submit, run } = useRefreshingAction();

  const toggle = (task: LeadTaskItem) =>
    void run(() => apiCall("PATCH /api/crm/tasks/{id}", { params: { id: task.id }, body: { done: task.doneAt === null } }), task.doneAt === null ? t("doneSaved") : t("reopened"));

  return (
    <section aria-labelledby="lead-tasks" className={panelClass}>
      <h2 id="lead-tasks" className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      {tasks.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {tasks.map((task) => {
            const label = t(`kinds.${task.kind}`);
            const overdue = task.overdue;
            return (
              <li key={task.id} data-task={task.kind} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className={task.doneAt ? "text-slate-500 line-through" : undefined}>
                  <p className="font-semibold text-slate-900">{label}</p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={task.dueAt.toISOString()}>{format.dateTime(task.dueAt, { dateStyle: "medium", timeStyle: "short" })}</time>
                    {task.assigneeName && ` · ${task.assigneeName}`}
                    {overdue && <span className="ml-2 rounded bg-red-100 px-1.5 font-semibold text-red-800">{t("overdue")}</span>}
                  </p>
                  {task.note && <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{task.note}</p>}
                </div>
                <Button type="button" variant="outline" size="sm" aria-label={task.doneAt ? t("reopenLabel", { task: label }) : t("markDoneLabel", { task: label })} onClick={() => toggle(task)}>
                  {task.doneAt ? t("reopen") : t("markDone")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FormAlert message={submit.alert} />
      <LeadTaskForm leadId={leadId} people={people} selfId={selfId} />
    </section>
  );
}
