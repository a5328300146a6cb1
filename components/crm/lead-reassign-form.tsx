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
import { panelClass } from "./field-styles";
import { SelectField } from "./form-fields";

type Props = { leadId: number; partnerId: number | null; partners: Array<{ id: number; name: string }> };
type Values = { partner_id: string };

/** Admins: the lead goes to another (active) partner (`POST /api/crm/leads/{id}/reassign`). */
export function LeadReassignForm({ leadId, partnerId, partners }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({ values: { partner_id: String(partnerId ?? partners[0]?.id ?? "") } });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    const target = partners.find((partner) => String(partner.id) === values.partner_id);
    if (!target) return;
    if (target.id === partnerId) {
      form.setError("partner_id", { type: "same", message: t("lead.reassign.same") }, { shouldFocus: true });
      submit.fail(null);
      return;
    }
    submit.start();
    try {
      await apiCall("POST /api/crm/leads/{id}/reassign", { params: { id: leadId }, body: { partner_id: target.id } });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["partner_id"], { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("lead.reassign.done", { partner: target.name }));
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("lead.reassign.title")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 space-y-4">
        <SelectField id={`${id}-partner`} label={t("lead.reassign.partner")} error={errors.partner_id?.message} {...form.register("partner_id")}>
          {partners.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name}
            </option>
          ))}
        </SelectField>
        <FormAlert message={submit.alert} />
        <Button type="submit" variant="outline" state={submit.state}>
          {t("lead.reassign.submit")}
        </Button>
      </form>
    </section>
  );
}
