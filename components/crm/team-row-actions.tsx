"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import type { TeamRole } from "@/lib/crm/team-schemas";
import { SelectField } from "./form-fields";

/** The roles in the order the select shows them (the server's schema holds the rule). */
const TEAM_ROLES: readonly TeamRole[] = ["owner", "agent"];

type Props = { memberId: number; name: string; teamRole: TeamRole; active: boolean; pending: boolean; self: boolean };

/**
 * One colleague's actions for their owner: their role, disable or enable (never oneself: the server
 * refuses too), and a password link by mail (the invitation again for one who never accepted).
 */
export function TeamRowActions({ memberId, name, teamRole, active, pending, self }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const form = useForm<{ team_role: TeamRole }>({ defaultValues: { team_role: teamRole } });
  const roleState = useSubmitState();
  const toggle = useSubmitState();
  const mail = useSubmitState();
  const texts = { checkFields: t("form.checkFields"), someError: tFeedback("some_error") };

  async function run(state: typeof toggle, send: () => Promise<unknown>, done: string) {
    state.start();
    try {
      await send();
    } catch (error) {
      state.fail(failureMessage(error, form.setError, ["team_role"], texts));
      return;
    }
    state.succeed();
    notifySuccess(done);
    router.refresh();
  }

  const change = (body: { team_role: TeamRole } | { active: boolean }) => () => apiCall("PATCH /api/crm/team/{id}", { params: { id: memberId }, body });
  return (
    <div className="space-y-3">
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={form.handleSubmit((values) => run(roleState, change({ team_role: values.team_role }), t("team.roleSaved", { name })))}
      >
        <SelectField id={`${id}-role`} label={t("team.roleLabel", { name })} error={form.formState.errors.team_role?.message} className="min-w-40" {...form.register("team_role")}>
          {TEAM_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`team.roles.${option}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="outline" size="sm" state={roleState.state}>
          {t("team.saveRole")}
        </Button>
      </form>
      <FormAlert message={roleState.alert} />
      <div className="flex flex-wrap gap-2">
        {!self && (
          <Button variant="outline" size="sm" state={toggle.state} aria-label={t(active ? "team.disableLabel" : "team.enableLabel", { name })} onClick={() => run(toggle, change({ active: !active }), t(active ? "team.disabled" : "team.enabled", { name }))}>
            {t(active ? "team.disable" : "team.enable")}
          </Button>
        )}
        {active && !self && (
          <Button
            variant="outline"
            size="sm"
            state={mail.state}
            aria-label={t(pending ? "team.sendInviteLabel" : "team.sendMailLabel", { name })}
            onClick={() => run(mail, () => apiCall("POST /api/crm/team/{id}/password-mail", { params: { id: memberId } }), t("team.mailSent", { name }))}
          >
            {t(pending ? "team.sendInvite" : "team.sendMail")}
          </Button>
        )}
      </div>
      <FormAlert message={toggle.alert ?? mail.alert} />
    </div>
  );
}
