/**
 * Pushes events to `window.dataLayer`, for Google Tag Manager, only while the visitor's consent
 * allows the Optional category: before a choice and after a decline nothing is pushed. Every event
 * carries the site's partner id (0 for the main brand) so a partner's own container can filter.
 * Client-only.
 */
import { allows, consentFromCookies } from "../consent/settings";
import type { TrackingEvent } from "./events";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The partner id of the page (the site layout writes it on its wrapper). */
function partnerId(): number {
  return Number(document.querySelector<HTMLElement>("[data-partner-id]")?.dataset.partnerId ?? 0) || 0;
}

function trackingAllowed(): boolean {
  return typeof document !== "undefined" && allows(consentFromCookies(document.cookie), "optional");
}

export function pushEvent(event: TrackingEvent): void {
  if (!trackingAllowed()) return;
  const layer = (window.dataLayer ??= []);
  // GA4's advice: clear the previous e-commerce object so its items do not merge into this one.
  if ("ecommerce" in event) layer.push({ ecommerce: null });
  layer.push({ ...event, partner_id: partnerId() });
}
