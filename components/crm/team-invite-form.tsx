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
import type { TeamInviteInput, TeamRole } from "@/lib/crm/team-schemas";
import { panelClass } from "./field-styles";
import { SelectField } from "./form-fields";

const TEAM_ROLES: readonly TeamRole[] = ["owner", "agent"];
const FIELDS = ["email", "name", "team_role"] as const;

/** An owner invites a colleague (`POST /api/crm/team`): a mailed link, valid 72 hours, to choose a password. */
export function TeamInviteForm() {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const empty: TeamInviteInput = { email: "", name: "", team_role: "agent" };
  const form = useForm<TeamInviteInput>({ defaultValues: empty });
  const { errors } = form.formState;

  async function onValid(values: TeamInviteInput) {
    submit.start();
    try {
      await apiCall("POST /api/crm/team", { body: values });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("team.invited", { email: values.email.trim().toLowerCase() }));
    form.reset(empty);
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("team.invite")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("team.inviteIntro")}</p>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="mt-4 grid gap-4 md:grid-cols-3">
        <TextField id={`${id}-name`} label={t("team.name")} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField id={`${id}-email`} label={t("team.email")} type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
        <SelectField id={`${id}-role`} label={t("team.role")} error={errors.team_role?.message} {...form.register("team_role")}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`team.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <div className="space-y-3 md:col-span-3">
          <FormAlert message={submit.alert} />
          <Button type="submit" state={submit.state}>
            {t("team.invite")}
          </Button>
        </div>
      </form>
    </section>
  );
}
