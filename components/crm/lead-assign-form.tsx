"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { crmStartPath } from "@/lib/crm/paths";
import { panelClass } from "./field-styles";
import { SelectField } from "./form-fields";
import { useRefreshingAction } from "./use-refreshing-action";

type Person = { id: number; name: string };
/** `agentId`: the viewer, when an agent (who sees only their own and unassigned leads); null for owners and the admin. */
type Props = { leadId: number; assignedStaffId: number | null; people: Person[]; agentId: number | null };

/**
 * Who works the lead: one of the partner's active CRM users, or nobody (`POST /api/crm/leads/{id}/assign`).
 * An agent handing it to a colleague no longer sees it: they go to their start page ("Vandaag") instead.
 */
export function LeadAssignForm({ leadId, assignedStaffId, people, agentId }: Props) {
  const t = useTranslations("crm.lead.assign");
  const id = useId();
  const [value, setValue] = useState(assignedStaffId === null ? "" : String(assignedStaffId));
  const { submit, run } = useRefreshingAction();

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const staffId = value === "" ? null : Number(value);
    if (staffId === assignedStaffId) {
      submit.fail(t("same"));
      return;
    }
    const name = people.find((person) => person.id === staffId)?.name;
    const handedOn = agentId !== null && staffId !== null && staffId !== agentId;
    void run(() => apiCall("POST /api/crm/leads/{id}/assign", { params: { id: leadId }, body: { staff_id: staffId } }), name ? t("done", { name }) : t("cleared"), handedOn ? crmStartPath({ role: "partner", teamRole: "agent" }) : undefined);
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <SelectField id={`${id}-staff`} label={t("staff")} value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">{t("nobody")}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <FormAlert message={submit.alert} />
        <Button type="submit" variant="outline" state={submit.state}>
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
