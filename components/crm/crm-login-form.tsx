"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { CREDENTIALS_ERROR, RATE_LIMITED_ERROR } from "@/lib/auth/errors";

type Values = { email: string; password: string };

/** What next-auth's `signIn` answered, as the message to show. */
function refusal(result: { error: string | null; status: number } | undefined): "rateLimited" | "login_error" | "some_error" {
  if (result?.status === 429 || result?.error === RATE_LIMITED_ERROR) return "rateLimited";
  return result?.error === CREDENTIALS_ERROR ? "login_error" : "some_error";
}

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
    let result: Awaited<ReturnType<typeof signIn>>;
    try {
      result = await signIn("staff", { redirect: false, email: values.email, password: values.password, callbackUrl: target });
    } catch {
      submit.fail(tFeedback("some_error"));
      return;
    }
    if (!result?.ok || result.error) {
      const reason = refusal(result);
      submit.fail(reason === "rateLimited" ? t("rateLimited") : tFeedback(reason));
      return;
    }
    submit.succeed();
    notifySuccess(tFeedback("login_success"));
    router.replace(target);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
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
