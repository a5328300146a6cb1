"use client";

import { useTranslations } from "next-intl";
import { Toaster as SonnerToaster } from "sonner";

/** Toasts: top right, 5 seconds (spec section 9). Call `toast(...)` from `sonner` anywhere on the client. */
export function Toaster() {
  const t = useTranslations("feedback");
  return (
    <SonnerToaster
      position="top-right"
      duration={5000}
      closeButton
      richColors
      containerAriaLabel={t("notifications")}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
