"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** How long a page that streams in may take to show its heading. */
const HEADING_WAIT_MS = 5_000;

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.closest("[inert]") !== null;
};

/**
 * After a client navigation to another page, the link that was followed (a result card) is gone with
 * the old page and the focus falls back to <body>: a keyboard user starts again at the top, a screen
 * reader says nothing. The focus moves to the new page's main heading instead, which a screen reader
 * then reads (Next's route announcer also says the new title). Where the focus is still on something
 * (a link in the header, a filter control that search-focus.tsx kept), it stays.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!focusLost()) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      focusHeading(heading);
      return;
    }
    // Still streaming: wait for the heading, as long as nothing else took the focus meanwhile.
    const observer = new MutationObserver(() => {
      const arrived = document.querySelector<HTMLElement>("main h1");
      if (!arrived) return;
      observer.disconnect();
      if (focusLost()) focusHeading(arrived);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
