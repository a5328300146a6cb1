"use client";

import { useEffect } from "react";
import { projectDataOf } from "@/components/listing/card-data";
import { delegatedClicks, watchAdded } from "@/components/ui/delegation";
import { isCompared, toCompareItem, type CompareItem } from "@/lib/catalogue/compare-list";
import { useCompareList } from "./compare-store";

const SELECTOR = "[data-compare]";

// From the moment this script runs: a click before hydration is answered once the handler attaches.
const clicks = delegatedClicks(SELECTOR);

/** The compare bar's entry for a toggle: from its card's `data-project`. */
function itemOf(button: HTMLElement): CompareItem | null {
  return toCompareItem(projectDataOf(button));
}

/**
 * The one client component behind every "Vergelijk" toggle of the search pages (mounted once, in
 * the search layout beside the compare bar): the toggles are server-rendered buttons
 * (`CompareToggle`). It answers their clicks through the comparison list (with its limit and
 * warning) and keeps every toggle's `aria-pressed` in step with the list, also for toggles a
 * client navigation (another page of results, another view) adds later.
 */
export function CompareToggles() {
  const { list, toggle } = useCompareList();

  useEffect(() => {
    const show = () => {
      for (const button of document.querySelectorAll<HTMLElement>(SELECTOR)) {
        const pressed = String(isCompared(list, itemOf(button)?.id ?? 0));
        if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
      }
    };
    show();
    return watchAdded(SELECTOR, show);
  }, [list]);

  useEffect(
    () =>
      clicks.attach((button) => {
        const item = itemOf(button);
        if (item) toggle(item);
      }),
    [toggle],
  );
  return null;
}
