"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { DonePanel } from "@/components/forms/done-panel";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ApiFailure, apiCall } from "@/lib/api/client";
import type { StaffLinkPasswordInput } from "@/lib/crm/team-schemas";

type Props = { token: string; purpose: "invite" | "resetPassword" };

/**
 * A password with a mailed link: accepting a team invitation, or a new password. A used, expired or
 * withdrawn link says so; the server holds the rules, the form checks the same ones first.
 */
export function StaffPasswordLinkForm({ token, purpose }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const submit = useSubmitState();
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm<StaffLinkPasswordInput>({ defaultValues: { token, password: "", repeat_password: "" } });
  const { errors } = form.formState;

  async function onValid(values: StaffLinkPasswordInput) {
    submit.start();
    try {
      await apiCall(purpose === "invite" ? "POST /api/crm/accept-invite" : "POST /api/crm/reset-password", { body: values });
      submit.succeed();
      setDone(true);
    } catch (error) {
      // The token is no field of the form: a refused one means the link is no use any more.
      if (error instanceof ApiFailure && error.fields.token) setExpired(true);
      submit.fail(failureMessage(error, form.setError, ["password", "repeat_password"], { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
    }
  }

  if (done) {
    return (
      <DonePanel message={t(`${purpose}.done`)}>
        <ButtonLink href="/crm/login" className="w-full">
          {t("password.toLogin")}
        </ButtonLink>
      </DonePanel>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
      <TextField id={`${id}-password`} label={t("password.new")} type="password" autoComplete="new-password" hint={t("password.rules")} error={errors.password?.message} {...form.register("password")} />
      <TextField id={`${id}-repeat`} label={t("password.repeat")} type="password" autoComplete="new-password" error={errors.repeat_password?.message} {...form.register("repeat_password")} />
      <FormAlert message={expired ? t(`${purpose}.expired`) : submit.alert} />
      <Button type="submit" state={submit.state} className="w-full">
        {t(`${purpose}.submit`)}
      </Button>
    </form>
  );
}
