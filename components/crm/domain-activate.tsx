"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import type { DomainStatus } from "@/lib/partners/domain";
import { DomainRecord } from "./domain-panel";
import { panelClass } from "./field-styles";

/** The admin's side of a partner's own domain: the pending request, its DNS state, and "activate". */
export function DomainActivate({ partnerId, status }: { partnerId: number; status: DomainStatus }) {
  const t = useTranslations("crm.domain");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const submit = useSubmitState();

  async function activate() {
    submit.start();
    try {
      await apiCall("POST /api/crm/partners/{id}/domain", { params: { id: partnerId } });
    } catch (error) {
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? error.message : tFeedback("some_error"));
      return;
    }
    submit.succeed();
    notifySuccess(t("activated"));
    router.refresh();
  }

  return (
    <section aria-labelledby="domain-request-title" className={panelClass}>
      <h2 id="domain-request-title" className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-800">{status.domain ? t("active", { domain: status.domain }) : t("noneActive")}</p>
      {status.requested_domain ? (
        <>
          <p className="mt-1 text-slate-800">{t("pending", { domain: status.requested_domain })}</p>
          <DomainRecord status={status} />
          <Button className="mt-4" state={submit.state} onClick={() => void activate()}>
            {t("activate", { domain: status.requested_domain })}
          </Button>
          <FormAlert message={submit.alert} />
        </>
      ) : (
        <p className="mt-1 text-slate-700">{t("noRequest")}</p>
      )}
    </section>
  );
}
