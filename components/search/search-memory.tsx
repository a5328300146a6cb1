"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { searchSegments } from "@/lib/catalogue/search/filter-change";
import { EMPTY_FILTERS, type SearchFilters } from "@/lib/catalogue/search/filters";
import { restoredFilters, saveFilters } from "@/lib/catalogue/search/saved-filters";
import { searchPath } from "@/lib/catalogue/search/url";
import { sitePath } from "@/lib/site/site";
import { useSearchSession } from "./search-session";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this document load (not a later client-side navigation) was itself a step of a search:
 * the back or forward button, or a link on a search page followed before the page was interactive.
 */
function loadedWithinSearch(basePath: string): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (!entry || entry.name !== window.location.href) return false;
  if (entry.type === "back_forward") return true;
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin && searchSegments(referrer.pathname, basePath) !== null;
  } catch {
    return false;
  }
}

/** The last search state handled in this document (module state outlives the page's remounts). */
let handled: { session: object | null; key: string } | null = null;

/**
 * Remembers the visitor's filter choices (spec section 3) and brings them back:
 * - a search with a place or a query: its filters are saved;
 * - arriving at a bare search page (no place, no query) from elsewhere: the saved search replaces it;
 * - reaching the bare page from another search (filters cleared, back button): the memory is cleared.
 */
export function SearchMemory({ filters, bare, basePath, suffix }: { filters: SearchFilters; bare: boolean; basePath: string; suffix: string }) {
  const session = useSearchSession();
  const router = useRouter();

  useEffect(() => {
    const store = storage();
    const key = JSON.stringify([suffix, filters, bare]);
    // Strict mode and re-renders run this again for the same state: handle it once.
    if (!store || (handled?.session === session && handled.key === key)) return;
    const arriving = handled?.session !== session;
    handled = { session, key };

    if (!bare) saveFilters(store, suffix, filters);
    else if (!arriving || loadedWithinSearch(basePath)) saveFilters(store, suffix, EMPTY_FILTERS);
    else {
      const restored = restoredFilters(store, suffix);
      if (restored) router.replace(sitePath({ basePath }, searchPath(restored)), { scroll: false });
    }
  }, [basePath, bare, filters, router, session, suffix]);

  return null;
}
