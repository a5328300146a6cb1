"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiCall } from "@/lib/api/client";
import { DonePanel } from "@/components/forms/done-panel";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";

type Values = { email: string };

const FORGOT_CHECK = lazyZodResolver(() => import("@/lib/accounts/schemas").then((schemas) => schemas.forgotPasswordSchema));

/** Asks for a reset link. The answer is the same whether the e-mail has an account or not (thanks_reset). */
export function ForgotPasswordForm({ partner }: { partner: string | null }) {
  const t = useTranslations("account");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const submit = useSubmitState();
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({ resolver: FORGOT_CHECK.resolver, defaultValues: { email: "" } });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    submit.start();
    try {
      await apiCall("POST /api/client-forgot-password", { body: { ...values, ...(partner ? { partner } : {}) } });
      submit.succeed();
      setSent(true);
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["email"], { checkFields: t("checkFields"), someError: tFeedback("some_error") }));
    }
  }

  if (sent) return <DonePanel message={tFeedback("thanks_reset")} />;
  return (
    <form onFocus={FORGOT_CHECK.preload} noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
      <TextField id={`${id}-email`} label={t("fields.email")} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register("email")} />
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state} className="w-full">
        {t("submitForgot")}
      </Button>
    </form>
  );
}
