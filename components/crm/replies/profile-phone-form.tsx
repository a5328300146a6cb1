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

/** One's own phone (`PATCH /api/crm/profile`): the `{telefoon}` of one's replies to buyers. */
export function ProfilePhoneForm({ phone }: { phone: string | null }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<{ phone: string }>({ defaultValues: { phone: phone ?? "" } });

  async function onValid(values: { phone: string }) {
    submit.start();
    try {
      await apiCall("PATCH /api/crm/profile", { body: { phone: values.phone } });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["phone"], { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("profile.phoneSaved"));
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("profile.phone")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="mt-4 space-y-4">
        <TextField id={`${id}-phone`} label={t("profile.phone")} type="tel" autoComplete="tel" maxLength={40} hint={t("profile.phoneHint")} error={form.formState.errors.phone?.message} {...form.register("phone")} />
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("profile.savePhone")}
        </Button>
      </form>
    </section>
  );
}
