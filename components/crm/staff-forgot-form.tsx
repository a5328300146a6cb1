"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { DonePanel } from "@/components/forms/done-panel";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";

/** A CRM user's forgotten password: the same outcome whether the address has an account or not. */
export function StaffForgotForm() {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const submit = useSubmitState();
  const [done, setDone] = useState(false);
  const form = useForm<{ email: string }>({ defaultValues: { email: "" } });

  async function onValid(values: { email: string }) {
    submit.start();
    try {
      await apiCall("POST /api/crm/forgot-password", { body: values });
      submit.succeed();
      setDone(true);
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["email"], { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
    }
  }

  if (done) return <DonePanel message={t("forgotPassword.done")} />;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
      <TextField id={`${id}-email`} label={t("forgotPassword.email")} type="email" autoComplete="username" inputMode="email" error={form.formState.errors.email?.message} {...form.register("email")} />
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state} className="w-full">
        {t("forgotPassword.submit")}
      </Button>
    </form>
  );
}
