"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { CheckboxField, FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { feedSourcePath } from "@/lib/crm/paths";
import type { FeedSourceForAdmin } from "@/lib/feeds/present";
import { feedSourceBody, feedSourceFormValues, FEED_SOURCE_FIELDS, type FeedSourceFormValues } from "./feed-source-form-values";
import { panelClass } from "./field-styles";
import { SelectField } from "./form-fields";

type Props = { source: FeedSourceForAdmin | null; partners: Array<{ id: number; name: string }> };

/**
 * A feed source, new or existing. The server checks the fields (lib/feeds/source-schemas.ts: the URL,
 * a five-field cron schedule, the grouping rule) and its 422 lands at the fields.
 */
export function FeedSourceForm({ source, partners }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<FeedSourceFormValues>({ defaultValues: feedSourceFormValues(source) });
  const { errors } = form.formState;
  const field = (key: "name" | "url" | "schedule" | "ref_separator" | "proximity_meters", options: { hint?: string; optional?: boolean; type?: string; inputMode?: "numeric" } = {}) => (
    <TextField
      id={`${id}-${key}`}
      label={t(`feeds.${key}`)}
      type={options.type ?? "text"}
      inputMode={options.inputMode}
      hint={options.hint}
      optional={options.optional ? t("form.optional") : undefined}
      autoComplete="off"
      error={errors[key]?.message}
      {...form.register(key)}
    />
  );

  async function onValid(values: FeedSourceFormValues) {
    submit.start();
    let saved: FeedSourceForAdmin;
    try {
      saved = source
        ? (await apiCall("PATCH /api/crm/feeds/sources/{id}", { params: { id: source.id }, body: feedSourceBody(values, false) })).data
        : (await apiCall("POST /api/crm/feeds/sources", { body: feedSourceBody(values, true) })).data;
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FEED_SOURCE_FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(source ? t("feeds.saved") : t("feeds.created"));
    if (source) router.refresh();
    else router.push(feedSourcePath(saved.id));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className={`${panelClass} grid gap-4 md:grid-cols-2`}>
      {source ? <TextField id={`${id}-name`} label={t("feeds.name")} hint={t("feeds.nameHint")} value={source.name} readOnly /> : field("name", { hint: t("feeds.nameHint") })}
      <SelectField id={`${id}-owner`} label={t("feeds.owner")} error={errors.owner?.message} {...form.register("owner")}>
        <option value="">{t("mainBrand")}</option>
        {partners.map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partner.name}
          </option>
        ))}
      </SelectField>
      <div className="md:col-span-2">{field("url", { type: "url", optional: true, hint: t("feeds.urlHint") })}</div>
      {field("schedule", { optional: true, hint: t("feeds.scheduleHint") })}
      <CheckboxField id={`${id}-active`} label={t("feeds.active")} error={errors.active?.message} className="self-end" {...form.register("active")} />
      {field("ref_separator", { optional: true, hint: t("feeds.refSeparatorHint") })}
      {field("proximity_meters", { inputMode: "numeric", hint: t("feeds.proximityHint") })}
      <div className="space-y-3 md:col-span-2">
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {source ? t("feeds.save") : t("feeds.create")}
        </Button>
      </div>
    </form>
  );
}
