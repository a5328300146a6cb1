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
import type { StaffRole } from "@/lib/crm/staff-schemas";
import { panelClass } from "./field-styles";
import { SelectField } from "./form-fields";

type Values = { email: string; name: string; role: StaffRole; partner_id: string; password: string };
const FIELDS = ["email", "name", "role", "partner_id", "password"] as const;

/** Admins: a CRM user for a partner, or another admin (`POST /api/crm/staff`; the server holds the rules). */
export function StaffCreateForm({ partners }: { partners: Array<{ id: number; name: string }> }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const empty: Values = { email: "", name: "", role: "partner", partner_id: "", password: "" };
  const form = useForm<Values>({ defaultValues: empty });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });

  async function onValid(values: Values) {
    submit.start();
    try {
      await apiCall("POST /api/crm/staff", {
        body: { email: values.email, name: values.name, role: values.role, password: values.password, ...(values.role === "partner" && values.partner_id ? { partner_id: Number(values.partner_id) } : {}) },
      });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("users.created"));
    form.reset(empty);
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("users.add")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField id={`${id}-name`} label={t("users.name")} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField id={`${id}-email`} label={t("users.email")} type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
        <SelectField id={`${id}-role`} label={t("users.role")} error={errors.role?.message} {...form.register("role")}>
          <option value="partner">{t("users.roles.partner")}</option>
          <option value="admin">{t("users.roles.admin")}</option>
        </SelectField>
        {role === "partner" && (
          <SelectField id={`${id}-partner`} label={t("users.partner")} error={errors.partner_id?.message} {...form.register("partner_id")}>
            <option value="">{t("users.choosePartner")}</option>
            {partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField id={`${id}-password`} label={t("users.password")} hint={t("users.passwordHint")} type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <div className="space-y-3 md:col-span-2">
          <FormAlert message={submit.alert} />
          <Button type="submit" state={submit.state}>
            {t("users.add")}
          </Button>
        </div>
      </form>
    </section>
  );
}
