"use client";

import { useEffect } from "react";

/** The results heading a keyboard user lands on when the control they used is gone. */
export const RESULTS_HEADING_ID = "search-results-heading";

/**
 * The link a keyboard user last followed on a search page. Module state, not component state: a
 * search with another path renders a new page, and this component with it.
 */
let followedByKeyboard: { href: string; text: string } | null = null;
let listening = false;

function remember(event: MouseEvent) {
  // `detail` 0: the click came from the keyboard (Enter on a link), not from a pointer.
  const link = event.detail === 0 && event.target instanceof Element ? event.target.closest("a[href]") : null;
  followedByKeyboard = link ? { href: link.getAttribute("href") ?? "", text: linkText(link) } : null;
}

/** The filter control a visitor last changed (a checkbox, a select): its name, and its value for boxes of one group. */
let changedControl: { name: string; value: string | null; from: string } | null = null;

function rememberControl(event: Event) {
  const control = event.target;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || !control.name || !control.closest("#search-filters")) return;
  const grouped = control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
  changedControl = { name: control.name, value: grouped ? control.value : null, from: location.href };
}

function sameControl({ name, value }: { name: string; value: string | null }): HTMLElement | null {
  const selector = `#search-filters [name="${CSS.escape(name)}"]${value === null ? "" : `[value="${CSS.escape(value)}"]`}`;
  return document.querySelector<HTMLElement>(selector);
}

function linkText(link: Element): string {
  return link.textContent?.trim() ?? "";
}

const lost = (element: Element | null) => !element || element === document.body || !element.isConnected;

/**
 * Runs `restore` once focus is lost: now, or in the next frames while the element that has it now is
 * still the old page's (a part of the new page can arrive a commit later and take it away), for at
 * most two seconds; a visitor who moves focus meanwhile keeps it where they put it.
 */
function restoreWhenLost(restore: () => void) {
  const holder = document.activeElement;
  const until = performance.now() + 2_000;
  const check = () => {
    const active = document.activeElement;
    if (lost(active)) return restore();
    if (active === holder && performance.now() < until) requestAnimationFrame(check);
  };
  check();
}

/**
 * Keeps a keyboard user's place across a search navigation. Following a filter link or switching
 * the view renders the page anew, and the focused link can disappear with the old markup, leaving
 * focus on <body> (dozens of tabs back to where the user was). When the URL a keyboard user followed
 * has arrived, this moves focus to the same link in the new page (same URL and text: the view just
 * chosen), or else to the results heading; the new count is announced by the header's status line. Mouse clicks are
 * left alone. A changed filter control gets the focus back in the same way.
 */
export function SearchFocus({ searchKey }: { searchKey: string }) {
  useEffect(() => {
    if (!listening) {
      document.addEventListener("click", remember, true);
      document.addEventListener("change", rememberControl, true);
      listening = true;
    }
    // A filter changed: the search arrives as a new page when it leaves a cached landing page, and the
    // control used goes with the old one. Focus the same control in the new page.
    const control = changedControl;
    // Until the search it asked for has arrived (a new URL), keep it.
    if (control !== null && control.from !== location.href) {
      changedControl = null;
      restoreWhenLost(() => sameControl(control)?.focus());
      return;
    }
    const followed = followedByKeyboard;
    if (followed === null || new URL(followed.href, location.href).href !== location.href) return;
    followedByKeyboard = null;
    restoreWhenLost(() => {
      const links = document.querySelectorAll<HTMLElement>(`main a[href="${CSS.escape(followed.href)}"]`);
      const same = [...links].find((link) => linkText(link) === followed.text);
      (same ?? document.getElementById(RESULTS_HEADING_ID))?.focus();
    });
  }, [searchKey]);

  return null;
}
