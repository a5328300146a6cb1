"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useSyncExternalStore, type CSSProperties } from "react";
import { optionalPart } from "@/components/app-shell/optional-part";
import { subscribeToToasts, toastsWanted } from "./notify";

// sonner (and the CSS it injects) loads with the first toast, not with every page.
const SonnerToaster = dynamic(() => optionalPart(import("sonner").then((sonner) => sonner.Toaster)), { ssr: false });

// sonner's light rich colours put text at 3:1 to 4.4:1 on their backgrounds; these darker ones reach WCAG AA (4.5:1).
const READABLE_COLOURS = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 32%)",
  "--warning-text": "hsl(31, 92%, 26%)",
  "--error-text": "hsl(360, 100%, 35%)",
} as CSSProperties;

/**
 * Below the fixed site header (components/layout/site-header: 64 px, 84 px from lg), so that a toast
 * never covers its account menu or search button; hovering a toast pauses it, and a pointer on its way
 * to the header would otherwise keep it there.
 */
const BELOW_HEADER = { desktop: { top: 100, right: 24 }, phone: { top: 76, right: 16, left: 16 } };

/** Toasts: top right, 5 seconds (spec section 9). Show one with `notifyWarning` (`./notify`). */
export function Toaster() {
  const t = useTranslations("feedback");
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <SonnerToaster
      position="top-right"
      offset={BELOW_HEADER.desktop}
      mobileOffset={BELOW_HEADER.phone}
      duration={5000}
      closeButton
      richColors
      containerAriaLabel={t("notifications")}
      style={READABLE_COLOURS}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
