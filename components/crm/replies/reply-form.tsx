"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { fillPlaceholders, type PlaceholderValues } from "@/lib/crm/replies/placeholders";
import { panelClass } from "../field-styles";
import { SelectField, TextAreaField } from "../form-fields";

export interface TemplateOption {
  id: number;
  name: string;
  subject: string;
  body: string;
}

type Values = { template: string; subject: string; body: string };
const BLANK: Values = { template: "", subject: "", body: "" };

/**
 * A reply to the lead's buyer (`POST /api/crm/leads/{id}/reply`): a template fills the subject and text
 * with this lead's placeholders, the agent edits them, the preview shows what the buyer reads.
 */
export function ReplyForm({ leadId, to, intro, values, templates }: { leadId: number; to: string; intro: string; values: PlaceholderValues; templates: TemplateOption[] }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({ defaultValues: BLANK });
  const { errors } = form.formState;
  const [subject, body] = useWatch({ control: form.control, name: ["subject", "body"] });

  function choose(templateId: string) {
    const template = templates.find((option) => String(option.id) === templateId);
    form.reset({ template: templateId, subject: template ? fillPlaceholders(template.subject, values) : "", body: template ? fillPlaceholders(template.body, values) : "" });
  }

  async function onValid(input: Values) {
    submit.start();
    try {
      await apiCall("POST /api/crm/leads/{id}/reply", { params: { id: leadId }, body: { subject: input.subject, body: input.body } });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["subject", "body"], { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("replies.sent", { email: to }));
    form.reset(BLANK);
    router.refresh();
  }

  const { onChange: onTemplateChange, ...template } = form.register("template");
  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("replies.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="mt-4 space-y-4">
        <SelectField id={`${id}-template`} label={t("replies.template")} {...template} onChange={(event) => { void onTemplateChange(event); choose(event.target.value); }}>
          <option value="">{t("replies.blank")}</option>
          {templates.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-subject`} label={t("replies.subject")} maxLength={300} error={errors.subject?.message} {...form.register("subject", { required: t("replies.subjectRequired") })} />
        <TextAreaField id={`${id}-body`} label={t("replies.body")} hint={t("replies.bodyHint")} rows={10} maxLength={10_000} error={errors.body?.message} {...form.register("body", { required: t("replies.bodyRequired") })} />
        <div className="rounded-md bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="reply-preview">
          <h3 className="text-sm font-semibold text-slate-800">{t("replies.preview")}</h3>
          <p className="mt-1 text-sm text-slate-700">{t("replies.previewTo", { email: to })}</p>
          <p className="mt-2 font-semibold break-words text-slate-900">{fillPlaceholders(subject, values)}</p>
          <p className="mt-2 whitespace-pre-line break-words text-slate-800">{fillPlaceholders(body, values)}</p>
        </div>
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("replies.send")}
        </Button>
      </form>
    </section>
  );
}
