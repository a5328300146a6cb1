"use client";
/**
 * Spec section 4: online/offline status is tracked. While the browser is offline a small notice says
 * so (links stop prefetching, a logged-in client's favorites wait and are sent when the connection
 * returns); it goes away by itself. Rendered only while offline, so the server's HTML never has it.
 */
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function ConnectionStatus() {
  const t = useTranslations("feedback");
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-16 z-50 flex justify-center px-4 print:hidden">
      {!online && <p className="rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">{t("offline")}</p>}
    </div>
  );
}
