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
import { TextAreaField } from "../form-fields";

type Values = { name: string; subject: string; body: string };
export type EditableTemplate = Values & { id: number };

/**
 * A new reply template, or changes to one (`POST` / `PATCH /api/crm/reply-templates`). The admin's
 * new template names the partner chosen on the page; an owner's is always their own partner's.
 */
export function TemplateForm({ template, partnerId, onDone }: { template?: EditableTemplate; partnerId?: number; onDone?: () => void }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const empty: Values = { name: "", subject: "", body: "" };
  const form = useForm<Values>({ defaultValues: template ? { name: template.name, subject: template.subject, body: template.body } : empty });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    submit.start();
    try {
      if (template) await apiCall("PATCH /api/crm/reply-templates/{id}", { params: { id: template.id }, body: values });
      else await apiCall("POST /api/crm/reply-templates", { body: { ...values, ...(partnerId ? { partner_id: partnerId } : {}) } });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["name", "subject", "body"], { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t(template ? "templates.saved" : "templates.created", { name: values.name.trim() }));
    if (!template) form.reset(empty);
    onDone?.();
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-4">
      <TextField id={`${id}-name`} label={t("templates.name")} maxLength={120} error={errors.name?.message} {...form.register("name")} />
      <TextField id={`${id}-subject`} label={t("templates.subject")} maxLength={300} error={errors.subject?.message} {...form.register("subject")} />
      <TextAreaField id={`${id}-body`} label={t("templates.body")} rows={10} maxLength={10_000} error={errors.body?.message} {...form.register("body")} />
      <FormAlert message={submit.alert} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" state={submit.state}>
          {t(template ? "templates.save" : "templates.create")}
        </Button>
        {onDone && (
          <Button variant="outline" onClick={onDone}>
            {t("templates.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
