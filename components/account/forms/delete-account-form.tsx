"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import type { DeleteAccountInput } from "@/lib/accounts/schemas";
import { apiCall } from "@/lib/api/client";
import { clearSignedInHint } from "../session/signed-in-hint";
import { getQueryClient } from "../session/query-client";
import { SESSION_QUERY_KEY } from "../session/use-client-session";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";

const DELETE_CHECK = lazyZodResolver(() => import("@/lib/accounts/schemas").then((schemas) => schemas.deleteAccountSchema));

/** AVG/GDPR: the client's data as a download, and deleting the account (the password confirms it). */
export function DeleteAccountForm({ homeHref }: { homeHref: string }) {
  const t = useTranslations("account");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<DeleteAccountInput>({ resolver: DELETE_CHECK.resolver, defaultValues: { password: "" } });

  async function onValid(values: DeleteAccountInput) {
    submit.start();
    try {
      await apiCall("POST /api/client-delete", { body: values });
      submit.succeed();
      clearSignedInHint();
      getQueryClient().setQueryData(SESSION_QUERY_KEY, null);
      notifySuccess(t("accountDeleted"));
      router.push(homeHref);
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["password"], { checkFields: t("checkFields"), someError: tFeedback("some_error") }));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-12 space-y-5 border-t border-slate-200 pt-8">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-heading">
        {t("privacyTitle")}
      </h2>
      <p className="text-slate-700">{t("privacyIntro")}</p>
      {/* A plain link: the browser downloads the file with the session cookie. */}
      <a href="/api/client/data" download className="inline-flex font-semibold text-primary underline underline-offset-2">
        {t("downloadData")}
      </a>
      <form onFocus={DELETE_CHECK.preload} noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-4">
        <p className="text-slate-700">{t("deleteAccountIntro")}</p>
        <TextField id={`${id}-password`} label={t("fields.current_password")} type="password" autoComplete="current-password" error={form.formState.errors.password?.message} {...form.register("password")} />
        <FormAlert message={submit.alert} />
        <Button type="submit" variant="outline" state={submit.state}>
          {t("deleteAccount")}
        </Button>
      </form>
    </section>
  );
}
