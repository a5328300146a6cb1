/**
 * The saved-search calls from the browser, and their TanStack Query key. Client-safe (no zod): the
 * server validates; the forms check only what a person can get wrong (an empty or long name).
 */
import { apiCall } from "@/lib/api/client";
import type { SearchFilters } from "@/lib/catalogue/search/filters";
import type { SavedSearchFrequency, SavedSearchView } from "@/lib/saved-searches/rules";

export const SAVED_SEARCHES_KEY = ["saved-searches"] as const;


const partnerField = (partner: string | null) => (partner ? { partner } : {});

export async function fetchSavedSearches(partner: string | null): Promise<SavedSearchView[]> {
  return (await apiCall("GET /api/saved-searches", { query: partnerField(partner) })).data;
}

export async function saveSearch(partner: string | null, input: { name: string; filters: SearchFilters; frequency: SavedSearchFrequency }): Promise<SavedSearchView> {
  const { page: _page, ...filters } = input.filters;
  void _page;
  return (await apiCall("POST /api/saved-searches", { body: { ...input, filters, ...partnerField(partner) } })).data;
}

export async function changeSavedSearch(partner: string | null, id: number, changes: { name?: string; frequency?: SavedSearchFrequency }): Promise<SavedSearchView> {
  return (await apiCall("PATCH /api/saved-searches/{id}", { params: { id }, body: { ...changes, ...partnerField(partner) } })).data;
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await apiCall("DELETE /api/saved-searches/{id}", { params: { id } });
}
