"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess, notifyWarning } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import type { FeedRunForAdmin } from "@/lib/feeds/present";

/** "Run now": the server fetches and imports the source's feed and answers when the run has ended. */
export function FeedRunNow({ sourceId, disabled }: { sourceId: number; disabled: boolean }) {
  const t = useTranslations("crm.feeds");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const submit = useSubmitState();

  async function run() {
    submit.start();
    let ran: FeedRunForAdmin;
    try {
      ran = (await apiCall("POST /api/crm/feeds/sources/{id}/run", { params: { id: sourceId }, body: {} })).data;
    } catch (error) {
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? error.message : tFeedback("some_error"));
      return;
    }
    submit.succeed();
    if (ran.status === "succeeded") notifySuccess(t("runSucceeded"));
    else notifyWarning(t("runFailed"), { description: ran.error ?? undefined });
    router.refresh();
  }

  return (
    <div className="space-y-3">
      <Button type="button" state={submit.state} disabled={disabled} onClick={run}>
        {t("runNow")}
      </Button>
      {disabled && <p className="text-sm text-slate-600">{t("runNeedsUrl")}</p>}
      <FormAlert message={submit.alert} />
    </div>
  );
}
