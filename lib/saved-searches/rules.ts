/** Saved searches' fixed values, client-safe (the forms use them without zod). */
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "paused"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_NAME_MAX = 100;
/** At most this many saved searches per client. */
export const SAVED_SEARCH_LIMIT = 50;
/** At most this many projects listed in one alert mail (the rest: "and N more"). */
export const ALERT_MAIL_PROJECTS = 20;
/** The daily digest goes out from this hour (UTC) on. */
export const DIGEST_HOUR_UTC = 7;
