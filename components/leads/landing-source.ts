/**
 * Where this visit came from, for the lead's source (lib/figures/source.ts): the referrer of the page
 * the visit began on and that page's URL (its utm parameters). Nothing is stored in the browser (no
 * cookie, no storage, so no consent question): a page's `document.referrer` and its navigation entry
 * stay those of the first page through Next's client-side navigations. A new tab or a reload starts
 * over (then the referrer is often the site itself: the source is "eigen site").
 */
import { leadSourceInputSchema, type LeadSourceInput } from "@/lib/figures/source-schema";

export function landingSource(): LeadSourceInput {
  const navigation = performance.getEntriesByType?.("navigation")[0];
  const candidates = { referrer: document.referrer || undefined, landing: navigation?.name || location.href };
  const source: LeadSourceInput = {};
  // Only what the API accepts: an odd referrer must never keep a form from being sent.
  for (const key of ["referrer", "landing"] as const) {
    const value = candidates[key];
    if (value && leadSourceInputSchema.shape[key].safeParse(value).success) source[key] = value;
  }
  return source;
}
