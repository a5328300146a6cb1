"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { ApiFailure, apiCall } from "@/lib/api/client";

/** An owner's choice whether its agents may create and edit listings (`PATCH /api/crm/listing-settings`), saved on change. */
export function ListingSettingsForm({ agentsEditListings }: { agentsEditListings: boolean }) {
  const t = useTranslations("crm.listings");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const submit = useSubmitState();
  const [checked, setChecked] = useState(agentsEditListings);

  async function change(next: boolean) {
    submit.start();
    setChecked(next);
    try {
      await apiCall("PATCH /api/crm/listing-settings", { body: { agents_edit_listings: next } });
    } catch (error) {
      setChecked(!next);
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? error.message : tFeedback("some_error"));
      return;
    }
    submit.succeed();
    notifySuccess(t("settingSaved"));
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="size-5 accent-primary" checked={checked} disabled={submit.state === "processing"} onChange={(event) => void change(event.target.checked)} />
        <label htmlFor={id} className="text-slate-800">
          {t("agentsMayEdit")}
        </label>
      </div>
      <FormAlert message={submit.alert} />
    </div>
  );
}
