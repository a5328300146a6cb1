"use client";

import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { useRefreshingAction } from "./use-refreshing-action";

/** "Als leads openen": the matching clients of one partner become its `match` leads (a repeat opens nobody twice). */
export function MatchOpenButton({ projectId, partnerId, label }: { projectId: number; partnerId: number | null; label: string }) {
  const t = useTranslations("crm.matches");
  const { submit, run } = useRefreshingAction();
  const open = () => run(() => apiCall("POST /api/crm/projects/{id}/matches", { params: { id: projectId }, body: partnerId === null ? {} : { partner_id: partnerId } }), t("opened"));
  return (
    <div className="space-y-2">
      <FormAlert message={submit.alert} />
      <Button type="button" state={submit.state} onClick={open}>
        {label}
      </Button>
    </div>
  );
}
