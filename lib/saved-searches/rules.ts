/** Saved searches' fixed values and their API shape, client-safe (the forms use them without zod). */
import type { SearchFilters } from "@/lib/catalogue/search/filters";

export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "paused"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_NAME_MAX = 100;
/** At most this many saved searches per client. */
export const SAVED_SEARCH_LIMIT = 50;
/** At most this many projects listed in one alert mail (the rest: "and N more"). */
export const ALERT_MAIL_PROJECTS = 20;
/** The daily digest goes out from this hour (UTC) on. */
export const DIGEST_HOUR_UTC = 7;

/** A saved search as the API answers it (`SavedSearch` in the OpenAPI document). */
export interface SavedSearchView {
  id: number;
  name: string;
  filters: SearchFilters;
  frequency: SavedSearchFrequency;
  /** Its search page on the site it was saved on. */
  url: string;
  unsubscribed: boolean;
  last_sent_at: string | null;
  created_at: string;
  updated_at: string;
}
