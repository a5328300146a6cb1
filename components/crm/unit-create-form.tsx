"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CheckboxField, FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { CRM_UNIT_STATUSES, type CrmUnitStatus } from "@/lib/crm/project-statuses";
import { SelectField } from "./form-fields";

type Values = { reference: string; type_id: string; bedrooms: string; bathrooms: string; area: string; plot_area: string; price: string; price_on_request: boolean; vat: boolean; status: CrmUnitStatus };
const FIELDS = ["reference", "type_id", "bedrooms", "bathrooms", "area", "plot_area", "price", "price_on_request", "vat", "status"] as const;
const EMPTY: Values = { reference: "", type_id: "", bedrooms: "", bathrooms: "", area: "", plot_area: "", price: "", price_on_request: false, vat: false, status: "available" };

/** A whole number as typed, or the text itself, so the server names a bad field. */
const wholeOrText = (value: string) => (/^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value);

/** A new unit of a project (`POST /api/crm/projects/{id}/units`); the server's 422 lands at the fields. */
export function UnitCreateForm({ projectId, types }: { projectId: number; types: { id: number; label: string }[] }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({ defaultValues: EMPTY });
  const onRequest = useWatch({ control: form.control, name: "price_on_request" });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    submit.start();
    const body = {
      reference: values.reference,
      type_id: wholeOrText(values.type_id),
      bedrooms: wholeOrText(values.bedrooms),
      bathrooms: wholeOrText(values.bathrooms),
      area: wholeOrText(values.area),
      plot_area: values.plot_area.trim() ? wholeOrText(values.plot_area) : null,
      price: values.price_on_request || !values.price.trim() ? null : wholeOrText(values.price),
      price_on_request: values.price_on_request,
      vat: values.vat,
      status: values.status,
    };
    try {
      await apiCall("POST /api/crm/projects/{id}/units", { params: { id: projectId }, body: body as never });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("projects.unitSaved", { reference: values.reference }));
    form.reset(EMPTY);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-labelledby={`${id}-title`} className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3">
      <h3 id={`${id}-title`} className="font-bold text-slate-900 sm:col-span-3">
        {t("listings.newUnit")}
      </h3>
      <TextField id={`${id}-reference`} label={t("projects.reference")} maxLength={40} autoComplete="off" error={errors.reference?.message} {...form.register("reference")} />
      <SelectField id={`${id}-type`} label={t("listings.type")} error={errors.type_id?.message} {...form.register("type_id")}>
        <option value="">{t("listings.choose")}</option>
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${id}-status`} label={t("projects.unitStatus")} error={errors.status?.message} {...form.register("status")}>
        {CRM_UNIT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`projects.unitStatuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextField id={`${id}-bedrooms`} label={t("listings.bedrooms")} inputMode="numeric" autoComplete="off" error={errors.bedrooms?.message} {...form.register("bedrooms")} />
      <TextField id={`${id}-bathrooms`} label={t("listings.bathrooms")} inputMode="numeric" autoComplete="off" error={errors.bathrooms?.message} {...form.register("bathrooms")} />
      <TextField id={`${id}-area`} label={t("listings.area")} inputMode="numeric" autoComplete="off" error={errors.area?.message} {...form.register("area")} />
      <TextField id={`${id}-plot`} label={t("listings.plot")} optional={t("form.optional")} inputMode="numeric" autoComplete="off" error={errors.plot_area?.message} {...form.register("plot_area")} />
      <TextField id={`${id}-price`} label={t("projects.unitPrice")} inputMode="numeric" autoComplete="off" disabled={onRequest} error={errors.price?.message} {...form.register("price")} />
      <div className="space-y-2 pt-6">
        <CheckboxField id={`${id}-on-request`} label={t("projects.onRequest")} error={errors.price_on_request?.message} {...form.register("price_on_request")} />
        <CheckboxField id={`${id}-vat`} label={t("listings.vat")} error={errors.vat?.message} {...form.register("vat")} />
      </div>
      <div className="space-y-2 sm:col-span-3">
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("listings.addUnit")}
        </Button>
      </div>
    </form>
  );
}
