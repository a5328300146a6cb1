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
import type { StaffProfileInput } from "@/lib/crm/team-schemas";
import { panelClass } from "./field-styles";

function useTexts() {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  return { t, texts: { checkFields: t("form.checkFields"), someError: tFeedback("some_error") } };
}

/** One's own name (`PATCH /api/crm/profile`). */
export function ProfileNameForm({ name }: { name: string }) {
  const { t, texts } = useTexts();
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<StaffProfileInput>({ defaultValues: { name } });

  async function onValid(values: StaffProfileInput) {
    submit.start();
    try {
      await apiCall("PATCH /api/crm/profile", { body: { name: values.name } });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["name"], texts));
      return;
    }
    submit.succeed();
    notifySuccess(t("profile.nameSaved"));
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("profile.details")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="mt-4 space-y-4">
        <TextField id={`${id}-name`} label={t("profile.name")} autoComplete="name" error={form.formState.errors.name?.message} {...form.register("name")} />
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("profile.saveName")}
        </Button>
      </form>
    </section>
  );
}

/** A new password with the current one; the other sessions end, this one stays. */
export function ProfilePasswordForm() {
  const { t, texts } = useTexts();
  const id = useId();
  const submit = useSubmitState();
  const empty: StaffProfileInput = { current_password: "", new_password: "", repeat_password: "" };
  const form = useForm<StaffProfileInput>({ defaultValues: empty });
  const { errors } = form.formState;

  async function onValid(values: StaffProfileInput) {
    submit.start();
    try {
      await apiCall("PATCH /api/crm/profile", { body: values });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, ["current_password", "new_password", "repeat_password"], texts));
      return;
    }
    submit.succeed();
    notifySuccess(t("profile.passwordSaved"));
    form.reset(empty);
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("profile.changePassword")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="mt-4 space-y-4">
        <TextField id={`${id}-current`} label={t("password.current")} type="password" autoComplete="current-password" error={errors.current_password?.message} {...form.register("current_password")} />
        <TextField id={`${id}-new`} label={t("password.new")} type="password" autoComplete="new-password" hint={t("password.rules")} error={errors.new_password?.message} {...form.register("new_password")} />
        <TextField id={`${id}-repeat`} label={t("password.repeat")} type="password" autoComplete="new-password" error={errors.repeat_password?.message} {...form.register("repeat_password")} />
        <FormAlert message={submit.alert} />
        <Button type="submit" state={submit.state}>
          {t("profile.savePassword")}
        </Button>
      </form>
    </section>
  );
}
