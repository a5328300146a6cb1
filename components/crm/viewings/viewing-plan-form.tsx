"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { panelClass } from "../field-styles";
import { SelectField, TextAreaField } from "../form-fields";

type Option = { id: number; name: string };
type Values = { project_id: string; date: string; time: string; agent_id: string; meeting_point: string; notes: string };

export interface ViewingPlanFormProps {
  leadId: number;
  projects: Option[];
  agents: Option[];
  defaults: { projectId: number | null; agentId: number | null; date: string; time: string };
  /** The buyer's wish from a viewing request, shown above the form. */
  wish: string | null;
}

/** Plans a viewing (`POST /api/crm/viewings`): the buyer and the agent get an invitation with an .ics. */
export function ViewingPlanForm({ leadId, projects, agents, defaults, wish }: ViewingPlanFormProps) {
  const t = useTranslations("crm.viewings");
  const tCrm = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({ defaultValues: { project_id: defaults.projectId ? String(defaults.projectId) : "", date: defaults.date, time: defaults.time, agent_id: defaults.agentId ? String(defaults.agentId) : "", meeting_point: "", notes: "" } });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    submit.start();
    try {
      await apiCall("POST /api/crm/viewings", {
        body: {
          lead_id: leadId,
          project_id: values.project_id ? Number(values.project_id) : null,
          date: values.date,
          time: values.time,
          agent_id: Number(values.agent_id) || 0,
          meeting_point: values.meeting_point,
          ...(values.notes.trim() ? { notes: values.notes } : {}),
        },
      });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["project_id", "date", "time", "agent_id", "meeting_point", "notes"], { checkFields: tCrm("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("planned"));
    form.reset({ ...values, meeting_point: "", notes: "" });
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("planTitle")}
      </h2>
      {wish && <p className="mt-2 text-slate-800">{wish}</p>}
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 space-y-4">
        <SelectField id={`${id}-project`} label={t("project")} error={errors.project_id?.message} {...form.register("project_id")}>
          <option value="">{t("noProject")}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-date`} type="date" label={t("date")} error={errors.date?.message} required {...form.register("date")} />
        <TextField id={`${id}-time`} type="time" label={t("time")} hint={t("timeHint")} error={errors.time?.message} required {...form.register("time")} />
        <SelectField id={`${id}-agent`} label={t("agent")} error={errors.agent_id?.message} required {...form.register("agent_id")}>
          <option value="">{t("chooseAgent")}</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-meeting`} label={t("meetingPoint")} hint={t("meetingPointHint")} error={errors.meeting_point?.message} maxLength={300} required {...form.register("meeting_point")} />
        <TextAreaField id={`${id}-notes`} label={t("notes")} maxLength={2000} error={errors.notes?.message} {...form.register("notes")} />
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("plan")}
        </Button>
      </form>
    </section>
  );
}
