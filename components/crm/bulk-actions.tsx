"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { notifySuccess } from "@/components/feedback/notify";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/crm/statuses";
import { panelClass } from "./field-styles";
import { BulkReplyForm } from "./replies/bulk-reply-form";
import { SelectField } from "./form-fields";
import { useLeadSelection } from "./lead-selection";

type Person = { id: number; name: string };

/** The bar over the inbox for the selected leads: each action is one element taking `leadIds`. */
export function BulkActionBar({ people }: { people: Person[] }) {
  const t = useTranslations("crm.bulk");
  const { ids, clear } = useLeadSelection();
  return (
    <section aria-label={t("label")} className={`${panelClass} flex flex-wrap items-end gap-4`}>
      <p role="status" className="w-full font-semibold text-slate-800">
        {t("selected", { count: ids.length })}
      </p>
      <BulkAssign leadIds={ids} people={people} />
      <BulkStatus leadIds={ids} />
      {ids.length > 0 && <BulkReplyForm leadIds={ids} onSent={clear} />}
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
  const tCrm = useTranslations("crm");
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>("contacted");
  const { submit, run } = useBulkRun();
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => apiCall("POST /api/crm/leads/bulk-status", { body: { lead_ids: leadIds, status } }), (count) => tCrm("bulk.statusSet", { count }));
      }}
    >
      <SelectField id={`${id}-status`} label={tCrm("bulk.status")} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
        {LEAD_STATUSES.map((option) => (
          <option key={option} value={option}>
            {tCrm(`statuses.${option}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="outline" state={submit.state} disabled={leadIds.length === 0}>
        {tCrm("bulk.applyStatus")}
      </Button>
      <FormAlert message={submit.alert} />
    </form>
  );
}
