"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { CheckboxField, FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import type { CrmProjectDetail } from "@/lib/crm/project-present";
import { CRM_UNIT_STATUSES, type CrmUnitStatus } from "@/lib/crm/project-statuses";
import { SelectField } from "./form-fields";

type Unit = CrmProjectDetail["units"][number];
type Values = { price: string; price_on_request: boolean; status: CrmUnitStatus };
const FIELDS = ["price", "price_on_request", "status"] as const;

/**
 * One unit's price (whole euros, or on request) and status (`PATCH /api/crm/units/{id}`); the server
 * records a new price in the price history and answers a bad price with a 422 at the field.
 */
export function UnitForm({ unit, summary }: { unit: Unit; summary: string }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const submit = useSubmitState();
  const form = useForm<Values>({ values: { price: String(unit.price), price_on_request: unit.price_on_request, status: unit.status } });
  const onRequest = useWatch({ control: form.control, name: "price_on_request" });
  const { errors } = form.formState;
  const id = `unit-${unit.id}`;
  const reference = unit.reference;

  async function onValid(values: Values) {
    submit.start();
    // A price that is not a whole number is sent as typed (a string), so the server names the field.
    const price = /^\d{1,10}$/.test(values.price.trim()) ? Number(values.price.trim()) : values.price;
    const body = values.price_on_request ? { price_on_request: true, status: values.status } : { price, price_on_request: false, status: values.status };
    try {
      await apiCall("PATCH /api/crm/units/{id}", { params: { id: unit.id }, body });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("projects.unitSaved", { reference }));
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label={reference} data-unit={unit.id} className="grid items-end gap-3 py-4 sm:grid-cols-[minmax(8rem,1fr)_10rem_9rem_10rem_auto]">
      <div>
        <p className="font-semibold text-slate-900">{reference}</p>
        <p className="text-sm text-slate-600">{summary}</p>
      </div>
      <TextField
        id={`${id}-price`}
        label={t("projects.unitPrice")}
        inputMode="numeric"
        autoComplete="off"
        disabled={onRequest}
        error={errors.price?.message}
        {...form.register("price")}
      />
      <CheckboxField id={`${id}-on-request`} label={t("projects.onRequest")} className="pb-2" error={errors.price_on_request?.message} {...form.register("price_on_request")} />
      <SelectField id={`${id}-status`} label={t("projects.unitStatus")} error={errors.status?.message} {...form.register("status")}>
        {CRM_UNIT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`projects.unitStatuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <div className="space-y-2">
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("projects.saveUnit")}
        </Button>
      </div>
    </form>
  );
}
