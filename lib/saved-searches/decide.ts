/**
 * The matcher's decisions, pure: which alerts a project that matches a saved search's filters earns.
 * - nothing for a paused or unsubscribed search;
 * - `new`: it was not in the search's seen set (matches.ts): published since, or changed so that it
 *   matches now (a unit added, a price, area, status or feature changed);
 * - `price_drop`: its "from" price is lower than before a price cut made after the search was saved
 *   (or its filters changed, or it resumed).
 * The unique key (search, project, reason, price) then lets each alert out once: a project alerted as
 * new is not new again, and a further cut to a lower price is a new price drop.
 */
import type { SavedSearchFrequency } from "./rules";

export interface SearchForMatching {
  frequency: SavedSearchFrequency;
  unsubscribedAt: Date | null;
  matchedSince: Date;
}

export interface MatchingProject {
  id: number;
  /** Matched the search for the first time in this round (it was not in its seen set). */
  isNewMatch: boolean;
  priceFrom: number | null;
  /** The old "from" price of a recent cut (the "Prijs verlaagd" badge), else null. */
  priceWas: number | null;
  /** When a unit of the project was last cut in price, if ever. */
  lastCutAt: Date | null;
}

export type AlertReason = "new" | "price_drop";

export interface AlertDecision {
  projectId: number;
  reason: AlertReason;
  /** Part of the alert's key: the price it was alerted at (0 for `new`). */
  price: number;
}

export function receivesAlerts(search: Pick<SearchForMatching, "frequency" | "unsubscribedAt">): boolean {
  return search.frequency !== "paused" && search.unsubscribedAt === null;
}

export function alertFor(search: SearchForMatching, project: MatchingProject): AlertDecision | null {
  if (!receivesAlerts(search)) return null;
  if (project.isNewMatch) return { projectId: project.id, reason: "new", price: 0 };
  const cutSince = project.lastCutAt !== null && project.lastCutAt > search.matchedSince;
  if (cutSince && project.priceWas !== null && project.priceFrom !== null && project.priceFrom < project.priceWas) {
    return { projectId: project.id, reason: "price_drop", price: project.priceFrom };
  }
  return null;
}

/**
 * What saving (`before` null) or changing a saved search does to its seen set: recorded afresh when it is saved active, its
 * filters change or it resumes (what matches then is not news), dropped when it pauses (a paused search
 * is never matched, and resuming records it again), else kept.
 */
export function seenSetChange(before: SavedSearchFrequency | null, after: SavedSearchFrequency, filtersChanged: boolean): "record" | "forget" | "keep" {
  if (after === "paused") return before === "paused" || before === null ? "keep" : "forget";
  return before === "paused" || before === null || filtersChanged ? "record" : "keep";
}
