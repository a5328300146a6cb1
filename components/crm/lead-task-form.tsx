"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FieldError, FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { TASK_KINDS, type TaskKind } from "@/lib/crm/assign/kinds";
import { controlClass, labelClass } from "./field-styles";
import { SelectField, TextAreaField } from "./form-fields";
import { useRefreshingAction } from "./use-refreshing-action";

type Person = { id: number; name: string };

/** `yyyy-mm-ddThh:mm` in the browser's time: tomorrow at nine, a sensible first follow-up. */
function tomorrowAtNine(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
}

/** A new follow-up task (`POST /api/crm/leads/{id}/tasks`): kind, due day and time, for whom, a note. */
export function LeadTaskForm({ leadId, people, selfId }: { leadId: number; people: Person[]; selfId: number | null }) {
  const t = useTranslations("crm.tasks");
  const id = useId();
  const [kind, setKind] = useState<TaskKind>("call_back");
  const [due, setDue] = useState(tomorrowAtNine);
  const [staff, setStaff] = useState(selfId !== null && people.some((person) => person.id === selfId) ? String(selfId) : "");
  const [note, setNote] = useState("");
  const [dueError, setDueError] = useState<string | undefined>();
  const { submit, run } = useRefreshingAction();

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const time = Date.parse(due);
    if (!due || Number.isNaN(time)) {
      setDueError(t("dueRequired"));
      submit.fail(null);
      return;
    }
    setDueError(undefined);
    const body = { kind, due_at: new Date(time).toISOString(), staff_id: staff === "" ? null : Number(staff), ...(note.trim() ? { note: note.trim() } : {}) };
    void run(async () => {
      await apiCall("POST /api/crm/leads/{id}/tasks", { params: { id: leadId }, body });
      setNote("");
    }, t("added"));
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="font-bold text-slate-900">
        {t("add")}
      </h3>
      <SelectField id={`${id}-kind`} label={t("kind")} value={kind} onChange={(event) => setKind(event.target.value as TaskKind)}>
        {TASK_KINDS.map((option) => (
          <option key={option} value={option}>
            {t(`kinds.${option}`)}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor={`${id}-due`} className={labelClass}>
          {t("due")}
        </label>
        <input
          id={`${id}-due`}
          type="datetime-local"
          required
          value={due}
          onChange={(event) => setDue(event.target.value)}
          aria-invalid={dueError ? true : undefined}
          aria-describedby={dueError ? `${id}-due-error` : undefined}
          className={controlClass}
        />
        <FieldError id={`${id}-due-error`} message={dueError} />
      </div>
      <SelectField id={`${id}-staff`} label={t("assignee")} value={staff} onChange={(event) => setStaff(event.target.value)}>
        <option value="">{t("nobody")}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField id={`${id}-note`} label={t("note")} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state}>
        {t("add")}
      </Button>
    </form>
  );
}
