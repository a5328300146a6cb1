/** The TanStack Query keys of a logged-in client's favorites (the page's one QueryClient). Client-safe. */

/** Everything about the client's favorites: the hearts' ids and the favorites page's cards. */
export const FAVORITES_QUERY_KEY = ["favorites"] as const;

/** The ids the hearts show, newest first (`GET /api/favorites`). */
export const FAVORITE_IDS_KEY = ["favorites", "ids"] as const;

/** The one mutation key of a heart's save, to tell whether other saves are still under way. */
export const FAVORITE_SAVE_KEY = ["favorites", "save"] as const;
