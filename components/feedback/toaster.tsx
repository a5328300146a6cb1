"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { subscribeToToasts, toastsWanted } from "./notify";

// sonner (and the CSS it injects) loads with the first toast, not with every page.
const SonnerToaster = dynamic(() => import("sonner").then((sonner) => sonner.Toaster), { ssr: false });

/** Toasts: top right, 5 seconds (spec section 9). Show one with `notifyWarning` (`./notify`). */
export function Toaster() {
  const t = useTranslations("feedback");
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
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
