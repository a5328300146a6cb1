"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { ASSIGN_MODES } from "@/lib/crm/assign/kinds";
import { labelClass, panelClass } from "./field-styles";
import { SelectField } from "./form-fields";
import { useRefreshingAction } from "./use-refreshing-action";

type Option = { id: number; name: string };
type Mode = (typeof ASSIGN_MODES)[number];
type Props = { mode: Mode; timeZone: string; mapping: Array<{ project_id: number; staff_id: number }>; projects: Option[]; agents: Option[] };

/** The owner's CRM settings (`PATCH /api/crm/assign-settings`): how new leads get an agent, and the time zone of the morning mail. */
export function AssignSettingsForm({ mode: initialMode, timeZone: initialZone, mapping, projects, agents }: Props) {
  const t = useTranslations("crm.assignSettings");
  const id = useId();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [timeZone, setTimeZone] = useState(initialZone);
  const [perProject, setPerProject] = useState<Record<number, string>>(() => Object.fromEntries(mapping.map((row) => [row.project_id, String(row.staff_id)])));
  const [zoneError, setZoneError] = useState<string | undefined>();
  const { submit, run } = useRefreshingAction();

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setZoneError(undefined);
    const rows = Object.entries(perProject)
      .filter(([, staff]) => staff !== "")
      .map(([project, staff]) => ({ project_id: Number(project), staff_id: Number(staff) }));
    void run(async () => {
      try {
        await apiCall("PATCH /api/crm/assign-settings", { body: { assign_mode: mode, time_zone: timeZone.trim(), projects: rows } });
      } catch (error) {
        if (error instanceof ApiFailure) setZoneError(error.fields?.time_zone?.[0]);
        throw error;
      }
    }, t("saved"));
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("intro")}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <fieldset>
          <legend className={labelClass}>{t("mode")}</legend>
          {ASSIGN_MODES.map((option) => (
            <label key={option} className="mt-2 flex items-center gap-2 text-slate-900">
              <input type="radio" name={`${id}-mode`} value={option} checked={mode === option} onChange={() => setMode(option)} className="size-5 accent-primary" />
              {t(`modes.${option}`)}
            </label>
          ))}
        </fieldset>
        {mode === "project" && projects.length > 0 && (
          <fieldset className="space-y-3">
            <legend className={labelClass}>{t("projects")}</legend>
            {projects.map((project) => (
              <SelectField key={project.id} id={`${id}-project-${project.id}`} label={project.name} value={perProject[project.id] ?? ""} onChange={(event) => setPerProject({ ...perProject, [project.id]: event.target.value })}>
                <option value="">{t("inTurn")}</option>
                {agents.map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agent.name}
                  </option>
                ))}
              </SelectField>
            ))}
          </fieldset>
        )}
        <TextField id={`${id}-zone`} label={t("timeZone")} hint={t("timeZoneHint")} value={timeZone} onChange={(event) => setTimeZone(event.target.value)} maxLength={64} autoComplete="off" error={zoneError} />
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
