"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { mayPrefetch } from "./may-prefetch";

const SELECTOR = "a[data-nav]";

function linkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTOR) : null;
}

/** A click the browser should handle itself: another tab or window, a download, another origin. */
function leftToBrowser(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return true;
  return link.origin !== window.location.origin;
}

/**
 * The one client component behind every `NavLink` of a page (event delegation on the document):
 * a plain click navigates on the client (`router.push`), and the pointer reaching a link, its focus
 * or a touch prefetches it once (`router.prefetch`), as `Link` does per link.
 */
export function LinkNavigation() {
  const router = useRouter();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = linkOf(event);
      if (!link || link.dataset.prefetch === "prefetch") return;
      const decision = mayPrefetch() ? "prefetch" : "skip";
      link.dataset.prefetch = decision;
      if (decision === "prefetch") router.prefetch(link.pathname + link.search);
    };
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link || leftToBrowser(event, link)) return;
      event.preventDefault();
      router.push(link.pathname + link.search + link.hash, { scroll: link.dataset.nav !== "keep-scroll" });
    };
    const intents = ["pointerover", "focusin", "touchstart"] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    document.addEventListener("click", onClick);
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent);
      document.removeEventListener("click", onClick);
    };
  }, [router]);
  return null;
}
