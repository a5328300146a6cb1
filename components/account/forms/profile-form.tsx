"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import type { ClientUser, ProfileInput } from "@/lib/accounts/schemas";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { refreshSession } from "../session/forget-session";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";

const FIELDS = ["first_name", "last_name", "phone", "zip_code", "address", "current_password", "new_password", "repeat_password"] as const;
type Field = (typeof FIELDS)[number];

const PASSWORDS = { current_password: "", new_password: "", repeat_password: "" };

const PROFILE_CHECK = lazyZodResolver(() => import("@/lib/accounts/schemas").then((schemas) => schemas.profileSchema));

/** The profile and, optionally, a new password (with the current one). Other sessions end after a password change. */
export function ProfileForm({ user, partner }: { user: ClientUser; partner: string | null }) {
  const t = useTranslations("account");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<ProfileInput>({
    resolver: PROFILE_CHECK.resolver,
    defaultValues: { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? "", zip_code: user.zip_code ?? "", address: user.address ?? "", ...PASSWORDS },
  });
  const { errors } = form.formState;

  async function onValid(values: ProfileInput) {
    submit.start();
    try {
      await apiCall("POST /api/profilesubmit", { body: { ...values, ...(partner ? { partner } : {}) } });
      submit.succeed();
      form.reset({ ...values, ...PASSWORDS });
      refreshSession();
      notifySuccess(t("profileSaved"));
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("checkFields"), someError: tFeedback("some_error") }));
      // The session ended meanwhile: the page sends the visitor to the log-in.
      if (error instanceof ApiFailure && error.status === 401) router.refresh();
    }
  }

  const field = (name: Field) => ({ id: `${id}-${name}`, label: t(`fields.${name}`), error: errors[name]?.message, ...form.register(name) });
  return (
    <form onFocus={PROFILE_CHECK.preload} noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="sr-only">{t("profileTitle")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("first_name")} autoComplete="given-name" />
          <TextField {...field("last_name")} autoComplete="family-name" />
        </div>
        <TextField id={`${id}-email`} label={t("fields.email")} type="email" value={user.email} readOnly hint={t("emailReadOnly")} />
        <TextField {...field("phone")} type="tel" autoComplete="tel" optional={t("optional")} />
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <TextField {...field("zip_code")} autoComplete="postal-code" optional={t("optional")} />
          <TextField {...field("address")} autoComplete="address-level2" optional={t("optional")} />
        </div>
      </fieldset>
      <fieldset className="space-y-5 border-t border-slate-200 pt-6">
        <legend className="text-lg font-semibold text-heading">{t("passwordSection")}</legend>
        <p className="-mt-2 text-sm text-slate-600">{t("passwordSectionHint")}</p>
        <TextField {...field("current_password")} type="password" autoComplete="current-password" />
        <TextField {...field("new_password")} type="password" autoComplete="new-password" hint={t("passwordRules")} />
        <TextField {...field("repeat_password")} type="password" autoComplete="new-password" />
      </fieldset>
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state} className="w-full sm:w-auto">
        {t("submitProfile")}
      </Button>
    </form>
  );
}
