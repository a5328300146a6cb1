"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Link } from "@/components/ui/link";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { DonePanel } from "@/components/forms/done-panel";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";

type Values = { token: string; password: string; repeat_password: string };

type Props = { token: string; partner: string | null; loginHref: string; forgotPasswordHref: string };

const RESET_CHECK = lazyZodResolver(() => import("@/lib/accounts/schemas").then((schemas) => schemas.resetPasswordSchema));

/** A new password with a reset link's token; a used or expired link asks for a new one. */
export function ResetPasswordForm({ token, partner, loginHref, forgotPasswordHref }: Props) {
  const t = useTranslations("account");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const submit = useSubmitState();
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm<Values>({ resolver: RESET_CHECK.resolver, defaultValues: { token, password: "", repeat_password: "" } });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    submit.start();
    try {
      await apiCall("POST /api/client-reset-password", { body: { ...values, ...(partner ? { partner } : {}) } });
      submit.succeed();
      setDone(true);
    } catch (error) {
      // The token is no field of the form: a refused one means the link is used up or expired.
      if (error instanceof ApiFailure && error.fields.token) setExpired(true);
      submit.fail(failureMessage(error, form.setError, ["password", "repeat_password"], { checkFields: t("checkFields"), someError: tFeedback("some_error") }));
    }
  }

  if (done) {
    return (
      <DonePanel message={t("resetDone")}>
        <ButtonLink href={loginHref} className="w-full">
          {t("loginLink")}
        </ButtonLink>
      </DonePanel>
    );
  }
  return (
    <form onFocus={RESET_CHECK.preload} noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
      <TextField id={`${id}-password`} label={t("fields.password")} type="password" autoComplete="new-password" hint={t("passwordRules")} error={errors.password?.message} {...form.register("password")} />
      <TextField id={`${id}-repeat`} label={t("fields.repeat_password")} type="password" autoComplete="new-password" error={errors.repeat_password?.message} {...form.register("repeat_password")} />
      <FormAlert message={expired ? t("resetInvalid") : submit.alert} />
      {expired && (
        <p className="text-sm">
          <Link href={forgotPasswordHref} className="font-semibold text-primary underline underline-offset-2">
            {t("forgotTitle")}
          </Link>
        </p>
      )}
      <Button type="submit" state={submit.state} className="w-full">
        {t("submitReset")}
      </Button>
    </form>
  );
}
