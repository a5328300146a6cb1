/**
 * The matcher's decisions, pure: which alerts a project that matches a saved search's filters earns.
 * - nothing for a paused or unsubscribed search;
 * - `new`: published after the search was saved (or its filters changed, or it resumed);
 * - `price_drop`: its "from" price is lower than before a price cut made after that moment.
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
  publishedAt: Date;
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
  if (project.publishedAt > search.matchedSince) return { projectId: project.id, reason: "new", price: 0 };
  const cutSince = project.lastCutAt !== null && project.lastCutAt > search.matchedSince;
  if (cutSince && project.priceWas !== null && project.priceFrom !== null && project.priceFrom < project.priceWas) {
    return { projectId: project.id, reason: "price_drop", price: project.priceFrom };
  }
  return null;
}
