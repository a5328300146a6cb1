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

type Props = { staffId: number; name: string; active: boolean; self: boolean };

/**
 * One CRM user's actions: (de)activate (never oneself: the server refuses too) and a new password in a
 * disclosure. Both end that user's sessions; the list then shows the new state.
 */
export function StaffRowActions({ staffId, name, active, self }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const toggle = useSubmitState();
  const password = useSubmitState();
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const texts = { checkFields: t("form.checkFields"), someError: tFeedback("some_error") };

  async function change(body: { active: boolean } | { password: string }, state: typeof toggle, done: string): Promise<boolean> {
    state.start();
    try {
      await apiCall("PATCH /api/crm/staff/{id}", { params: { id: staffId }, body });
    } catch (error) {
      state.fail(failureMessage(error, form.setError, ["password"], texts));
      return false;
    }
    state.succeed();
    notifySuccess(done);
    router.refresh();
    return true;
  }

  return (
    <div className="space-y-2">
      {!self && (
        <Button
          variant="outline"
          size="sm"
          state={toggle.state}
          aria-label={t(active ? "users.deactivateLabel" : "users.activateLabel", { name })}
          onClick={() => change({ active: !active }, toggle, t(active ? "users.deactivated" : "users.activated", { name }))}
        >
          {t(active ? "users.deactivate" : "users.activate")}
        </Button>
      )}
      <FormAlert message={toggle.alert} />
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-primary underline underline-offset-2">{t("users.setPassword")}</summary>
        <form
          noValidate
          className="mt-2 space-y-2"
          onSubmit={form.handleSubmit(async (values) => {
            if (await change({ password: values.password }, password, t("users.passwordSet", { name }))) form.reset();
          })}
        >
          <TextField id={`${id}-password`} label={t("users.setPasswordLabel", { name })} hint={t("users.passwordHint")} type="password" autoComplete="new-password" error={form.formState.errors.password?.message} {...form.register("password")} />
          <FormAlert message={password.alert} />
          <Button type="submit" size="sm" state={password.state}>
            {t("users.savePassword")}
          </Button>
        </form>
      </details>
    </div>
  );
}
