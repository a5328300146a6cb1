"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/crm/statuses";
import { panelClass } from "./field-styles";
import { SelectField, TextAreaField } from "./form-fields";

type Values = { status: LeadStatus; note: string };

/** A status change with an optional note, or a note alone (`PATCH /api/crm/leads/{id}`); the history then shows it. */
export function LeadUpdateForm({ leadId, status }: { leadId: number; status: LeadStatus }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({ values: { status, note: "" } });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    const note = values.note.trim();
    if (values.status === status && !note) {
      form.setError("note", { type: "nothing", message: t("lead.update.nothing") }, { shouldFocus: true });
      submit.fail(null);
      return;
    }
    submit.start();
    try {
      await apiCall("PATCH /api/crm/leads/{id}", { params: { id: leadId }, body: { ...(values.status !== status ? { status: values.status } : {}), ...(note ? { note } : {}) } });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["status", "note"], { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("lead.update.saved"));
    form.reset({ status: values.status, note: "" });
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("lead.update.title")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 space-y-4">
        <SelectField id={`${id}-status`} label={t("lead.update.status")} error={errors.status?.message} {...form.register("status")}>
          {LEAD_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`statuses.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField id={`${id}-note`} label={t("lead.update.note")} hint={t("lead.update.noteHint")} maxLength={2000} error={errors.note?.message} {...form.register("note")} />
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("lead.update.submit")}
        </Button>
      </form>
    </section>
  );
}
