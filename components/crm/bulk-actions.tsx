"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { notifySuccess } from "@/components/feedback/notify";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/crm/statuses";
import { panelClass } from "./field-styles";
import { SelectField } from "./form-fields";
import { useLeadSelection } from "./lead-selection";

type Person = { id: number; name: string };

/**
 * The bar over the inbox for the selected leads. Each action is one element taking `leadIds`; another
 * (such as sending a template) is one more element passed as `extra`, which gets the selected ids.
 */
export function BulkActionBar({ people, extra }: { people: Person[]; extra?: (leadIds: number[]) => ReactNode }) {
  const t = useTranslations("crm.bulk");
  const { ids } = useLeadSelection();
  return (
    <section aria-label={t("label")} className={`${panelClass} flex flex-wrap items-end gap-4`}>
      <p role="status" className="w-full font-semibold text-slate-800">
        {t("selected", { count: ids.length })}
      </p>
      <BulkAssign leadIds={ids} people={people} />
      <BulkStatus leadIds={ids} />
      {extra?.(ids)}
    </section>
  );
}

/** Runs a bulk call: the toast says how many changed, the selection is cleared, the page refreshed. */
function useBulkRun() {
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const { clear } = useLeadSelection();
  const submit = useSubmitState();
  async function run(work: () => Promise<{ data: { changed: number } }>, done: (changed: number) => string) {
    submit.start();
    try {
      const answer = await work();
      submit.succeed();
      notifySuccess(done(answer.data.changed));
      clear();
      router.refresh();
    } catch (error) {
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? [error.message, ...Object.values(error.fields ?? {}).flat()].join(" ") : tFeedback("some_error"));
    }
  }
  return { submit, run };
}

function BulkAssign({ leadIds, people }: { leadIds: number[]; people: Person[] }) {
  const t = useTranslations("crm.bulk");
  const id = useId();
  const [staff, setStaff] = useState("");
  const { submit, run } = useBulkRun();
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => apiCall("POST /api/crm/leads/bulk-assign", { body: { lead_ids: leadIds, staff_id: staff === "" ? null : Number(staff) } }), (count) => t("assigned", { count }));
      }}
    >
      <SelectField id={`${id}-staff`} label={t("assignTo")} value={staff} onChange={(event) => setStaff(event.target.value)}>
        <option value="">{t("nobody")}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="outline" state={submit.state} disabled={leadIds.length === 0}>
        {t("assign")}
      </Button>
      <FormAlert message={submit.alert} />
    </form>
  );
}

function BulkStatus({ leadIds }: { leadIds: number[] }) {
  const t = useTranslations("crm");
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>("contacted");
  const { submit, run } = useBulkRun();
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => apiCall("POST /api/crm/leads/bulk-status", { body: { lead_ids: leadIds, status } }), (count) => t("bulk.statusSet", { count }));
      }}
    >
      <SelectField id={`${id}-status`} label={t("bulk.status")} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
        {LEAD_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`statuses.${option}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="outline" state={submit.state} disabled={leadIds.length === 0}>
        {t("bulk.applyStatus")}
      </Button>
      <FormAlert message={submit.alert} />
    </form>
  );
}
