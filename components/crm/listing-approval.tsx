"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { panelClass } from "./field-styles";

/**
 * A partner's listing and where it shows: its own site always (once published), the main site and other
 * partners' sites once an admin approved it. Admins approve here (`POST /api/crm/projects/{id}/approval`).
 */
export function ListingApproval({ projectId, partner, approvedOn, canApprove }: { projectId: number; partner: string; approvedOn: string | null; canApprove: boolean }) {
  const t = useTranslations("crm.listings");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const approved = approvedOn !== null;

  async function toggle() {
    submit.start();
    try {
      await apiCall("POST /api/crm/projects/{id}/approval", { params: { id: projectId }, body: { approved: !approved } });
    } catch (error) {
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? error.message : tFeedback("some_error"));
      return;
    }
    submit.succeed();
    notifySuccess(approved ? t("approvalWithdrawn") : t("approvedDone"));
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("approval")}
      </h2>
      <p className="mt-2 text-slate-700">{approved ? t("isApproved", { partner, date: approvedOn }) : t("notApproved", { partner })}</p>
      {canApprove && (
        <div className="mt-4 space-y-3">
          <FormAlert message={submit.alert} />
          <Button type="button" variant={approved ? "outline" : "primary"} state={submit.state} onClick={toggle}>
            {approved ? t("withdraw") : t("approve")}
          </Button>
        </div>
      )}
    </section>
  );
}
