"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { searchSegments } from "@/lib/catalogue/search/filter-change";
import { EMPTY_FILTERS } from "@/lib/catalogue/search/filters";
import { isBareSearch, restoredFilters, saveFilters } from "@/lib/catalogue/search/saved-filters";
import { parseSearchLocation, searchPath } from "@/lib/catalogue/search/url";
import { sitePath } from "@/lib/site/site";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True when this document was loaded at the current URL by the back or forward button. */
function reachedByHistory(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "back_forward" && entry.name === window.location.href;
}

/**
 * Remembers the visitor's filter choices (spec section 3) and brings them back: lives in the search
 * layout, so it stays mounted while the visitor searches and mounts afresh when they come back.
 * - a search with filters: saved;
 * - arriving at a bare search page (no place, no query): the saved search replaces it;
 * - reaching the bare page from another search (cleared filters, back button): the memory is cleared.
 */
export function SearchMemory({ basePath, suffix }: { basePath: string; suffix: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const router = useRouter();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const segments = searchSegments(pathname, basePath);
    const store = storage();
    const query = params.toString();
    const href = `${pathname}?${query}`;
    // Strict mode runs effects twice: the same URL is handled once.
    if (!segments || !store || handled.current === href) return;
    const arriving = handled.current === null;
    handled.current = href;

    if (!isBareSearch(segments, query)) {
      const location = parseSearchLocation(segments, params);
      if (location) saveFilters(store, suffix, location.filters);
      return;
    }
    if (!arriving) {
      saveFilters(store, suffix, EMPTY_FILTERS);
      return;
    }
    const restored = reachedByHistory() ? null : restoredFilters(store, suffix);
    if (restored) router.replace(sitePath({ basePath }, searchPath(restored)), { scroll: false });
  }, [basePath, params, pathname, router, suffix]);

  return null;
}
