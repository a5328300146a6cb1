"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { takeRegisterPrefill } from "@/lib/accounts/register-prefill";
import type { RegisterInput } from "@/lib/accounts/schemas";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiCall } from "@/lib/api/client";
import { DonePanel } from "@/components/forms/done-panel";
import { CheckboxField, FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { pushEvent } from "@/lib/tracking/data-layer";
import { accountEvent } from "@/lib/tracking/events";

type Props = {
  /** The partner the visitor registers through (null: the main brand, or the partner's own domain). */
  partner: string | null;
  loginHref: string;
};

const FIELDS = ["first_name", "last_name", "email", "phone", "password", "repeat_password", "terms"] as const;

const REGISTER_CHECK = lazyZodResolver(() => import("@/lib/accounts/schemas").then((schemas) => schemas.registerSchema));

/**
 * Registration (spec section 3): names, e-mail, phone, password twice and the terms; then "log in now".
 * The server answers an address that already has an account exactly as a new one (its owner gets a
 * mail instead), so the outcome says both: the spec's thanks, and that a mail follows which helps
 * the owner of an existing account on.
 */
export function RegisterForm({ partner, loginHref }: Props) {
  const t = useTranslations("account");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const submit = useSubmitState();
  const [registered, setRegistered] = useState(false);
  const form = useForm<RegisterInput>({
    resolver: REGISTER_CHECK.resolver,
    defaultValues: { first_name: "", last_name: "", email: "", phone: "", password: "", repeat_password: "" },
  });

  // A request form's guest (lib/accounts/register-prefill.ts): their details fill the fields still empty.
  useEffect(() => {
    for (const [name, value] of Object.entries(takeRegisterPrefill()) as [keyof RegisterInput, string][]) {
      if (!form.getValues(name)) form.setValue(name, value);
    }
  }, [form]);
  const { errors } = form.formState;

  async function onValid(values: RegisterInput) {
    submit.start();
    try {
      await apiCall("POST /api/client-register", { body: { ...values, ...(partner ? { partner } : {}) } });
      submit.succeed();
      setRegistered(true);
      pushEvent(accountEvent("sign_up"));
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("checkFields"), someError: tFeedback("some_error") }));
    }
  }

  if (registered) {
    return (
      <DonePanel message={tFeedback("thanks_register")}>
        <p className="text-slate-700">{tFeedback("register_mail")}</p>
        <ButtonLink href={loginHref} className="w-full">
          {t("loginLink")}
        </ButtonLink>
      </DonePanel>
    );
  }

  const field = (name: Exclude<(typeof FIELDS)[number], "terms">) => ({ id: `${id}-${name}`, label: t(`fields.${name}`), error: errors[name]?.message, ...form.register(name) });
  return (
    <form onFocus={REGISTER_CHECK.preload} noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("first_name")} autoComplete="given-name" />
        <TextField {...field("last_name")} autoComplete="family-name" />
      </div>
      <TextField {...field("email")} type="email" autoComplete="email" inputMode="email" />
      <TextField {...field("phone")} type="tel" autoComplete="tel" optional={t("optional")} />
      <TextField {...field("password")} type="password" autoComplete="new-password" hint={t("passwordRules")} />
      <TextField {...field("repeat_password")} type="password" autoComplete="new-password" />
      <CheckboxField id={`${id}-terms`} label={t("terms")} error={errors.terms?.message} {...form.register("terms")} />
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state} className="w-full">
        {t("submitRegister")}
      </Button>
    </form>
  );
}
