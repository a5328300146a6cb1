/**
 * The GA4 events the site pushes to `window.dataLayer` (spec section 1: "shopping-style tracking
 * events for listing views, searches, favorites and form sends"). Pure: each builder returns the
 * object pushed; `data-layer.ts` adds the partner id and pushes only with consent.
 */
import type { LeadKind } from "../leads/kinds";
import { trackingItem, type TrackableProject } from "./items";

export type TrackingEvent =
  | { event: "view_item_list"; ecommerce: { item_list_id: string; item_list_name: string; items: ReturnType<typeof trackingItem>[] } }
  | { event: "view_item"; ecommerce: { currency: "EUR"; value?: number; items: ReturnType<typeof trackingItem>[] } }
  | { event: "search"; search_term: string; filters: object }
  | { event: "add_to_wishlist" | "remove_from_wishlist"; ecommerce: { currency: "EUR"; value?: number; items: ReturnType<typeof trackingItem>[] } }
  | { event: "generate_lead"; lead_kind: LeadKind; project_id?: string }
  | { event: "sign_up" | "login"; method: "email" };

export function viewItemList(listId: string, listName: string, projects: readonly TrackableProject[]): TrackingEvent {
  return { event: "view_item_list", ecommerce: { item_list_id: listId, item_list_name: listName, items: projects.map((project, index) => trackingItem(project, index)) } };
}

function single(project: TrackableProject) {
  const item = trackingItem(project);
  return { currency: "EUR" as const, ...(item.price !== undefined ? { value: item.price } : {}), items: [item] };
}

export function viewItem(project: TrackableProject): TrackingEvent {
  return { event: "view_item", ecommerce: single(project) };
}

export function wishlistChange(project: TrackableProject, added: boolean): TrackingEvent {
  return { event: added ? "add_to_wishlist" : "remove_from_wishlist", ecommerce: single(project) };
}

/** What a visitor searched for: the text they typed, else the place chosen, else "" (the filters carry the rest). */
export function searchTerm(typed: string | null, place: string): string {
  return typed?.trim() || place;
}

/** `search_term`: see `searchTerm`. */
export function searchEvent(searchTerm: string, filters: object): TrackingEvent {
  return { event: "search", search_term: searchTerm, filters };
}

export function generateLead(kind: LeadKind, projectId?: number | null): TrackingEvent {
  return { event: "generate_lead", lead_kind: kind, ...(projectId ? { project_id: String(projectId) } : {}) };
}

export function accountEvent(kind: "sign_up" | "login"): TrackingEvent {
  return { event: kind, method: "email" };
}
