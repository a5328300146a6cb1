/** The TanStack Query keys of a logged-in client's favourites (the page's one QueryClient). Client-safe. */

/** Everything about the client's favourites: the hearts' ids and the favourites page's cards. */
export const FAVOURITES_QUERY_KEY = ["favourites"] as const;

/** The ids the hearts show, newest first (`GET /api/favorites`). */
export const FAVOURITE_IDS_KEY = ["favourites", "ids"] as const;

/** The one mutation key of a heart's save, to tell whether other saves are still under way. */
export const FAVOURITE_SAVE_KEY = ["favourites", "save"] as const;
