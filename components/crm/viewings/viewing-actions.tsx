"use client";

import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { useRefreshingAction } from "../use-refreshing-action";

/** Done or cancelled (`PATCH /api/crm/viewings/{id}`); a cancellation mails both a METHOD:CANCEL. */
export function ViewingActions({ viewingId, label }: { viewingId: number; label: string }) {
  const t = useTranslations("crm.viewings");
  const { submit, run } = useRefreshingAction();
  const mark = (status: "done" | "cancelled") => run(() => apiCall("PATCH /api/crm/viewings/{id}", { params: { id: viewingId }, body: { status } }), t(status === "done" ? "markedDone" : "markedCancelled"));
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Button type="button" variant="secondary" state={submit.state} onClick={() => mark("done")} aria-label={`${t("markDone")}: ${label}`}>
        {t("markDone")}
      </Button>
      <Button type="button" variant="secondary" state={submit.state} onClick={() => mark("cancelled")} aria-label={`${t("cancel")}: ${label}`}>
        {t("cancel")}
      </Button>
      <FormAlert message={submit.alert} />
    </div>
  );
}
