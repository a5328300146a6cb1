"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notifyWarning } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { CRM_LOGIN } from "@/lib/crm/paths";

/** `POST /api/crm/logout` (which ends every session and token of this CRM user), then the log-in page. */
export function LogoutButton() {
  const t = useTranslations("crm.nav");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logOut() {
    setBusy(true);
    try {
      // A 401: the session had already ended, so the user is logged out all the same.
      await apiCall("POST /api/crm/logout").catch((error: unknown) => {
        if (!(error instanceof ApiFailure && error.status === 401)) throw error;
      });
      router.replace(CRM_LOGIN);
      router.refresh();
    } catch {
      setBusy(false);
      notifyWarning(tFeedback("some_error"));
    }
  }

  return (
    <Button variant="light" size="sm" state={busy ? "processing" : "idle"} onClick={logOut}>
      {t("logout")}
    </Button>
  );
}
