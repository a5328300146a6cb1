"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { credentialsSignIn, preloadSignIn } from "@/components/forms/credentials-sign-in";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";

type Values = { email: string; password: string };

/**
 * The CRM log-in: next-auth's `staff` provider (the server checks the address and password under the
 * log-in limits). Here only "both filled in": the server's answer is the one that counts.
 */
export function CrmLoginForm({ target }: { target: string }) {
  const t = useTranslations("crm.login");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({ defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    submit.start();
    const refused = await credentialsSignIn("staff", values, target);
    if (refused) {
      submit.fail(refused === "rateLimited" ? t("rateLimited") : tFeedback(refused));
      return;
    }
    submit.succeed();
    notifySuccess(tFeedback("login_success"));
    router.replace(target);
    router.refresh();
  }

  return (
    <form onFocus={preloadSignIn} noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
      <TextField
        id={`${id}-email`}
        label={t("email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email", { validate: (value) => value.trim() !== "" || t("emailRequired") })}
      />
      <TextField
        id={`${id}-password`}
        label={t("password")}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password", { validate: (value) => value !== "" || t("passwordRequired") })}
      />
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state} className="w-full">
        {t("submit")}
      </Button>
    </form>
  );
}
