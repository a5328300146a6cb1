"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notifyWarning } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { CRM_LOGIN } from "@/lib/crm/paths";

/** next-auth's sign-out (which ends every session of this CRM user), then the log-in page. next-auth's client loads on the click. */
export function LogoutButton() {
  const t = useTranslations("crm.nav");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logOut() {
    setBusy(true);
    try {
      const { signOut } = await import("next-auth/react");
      await signOut({ redirect: false });
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
