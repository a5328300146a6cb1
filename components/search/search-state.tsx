"use client";

import { useRouter } from "next/navigation";
import { createContext, use, useCallback, useMemo, useOptimistic, useTransition, type ReactNode } from "react";
import { applyFilterChange, type FilterPatch } from "@/lib/catalogue/search/filter-change";
import type { SearchFilters, View } from "@/lib/catalogue/search/filters";
import { searchPath } from "@/lib/catalogue/search/url";
import { sitePath } from "@/lib/site/site";

interface SearchState {
  /** The filters of the URL, or the ones just chosen while their results load. */
  filters: SearchFilters;
  view: View;
  basePath: string;
  /** True while a filter change is on its way to the server. */
  pending: boolean;
  /** Applies a change and pushes the new search URL (a history entry, so back and forward work). */
  navigate: (patch: FilterPatch, options?: { view?: View; replace?: boolean }) => void;
  /** The full search URL (with the site's base path) of a change, for links. */
  hrefFor: (patch: FilterPatch, view?: View) => string;
}

const SearchContext = createContext<SearchState | null>(null);

/**
 * The search state of the page: the URL is the source of truth (the server parsed it and passes the
 * normalised filters in); controls read it from here and change it by navigating.
 */
export function SearchStateProvider({ filters, view, basePath, children }: { filters: SearchFilters; view: View; basePath: string; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(filters);

  const hrefFor = useCallback((patch: FilterPatch, nextView?: View) => sitePath({ basePath }, searchPath(applyFilterChange(filters, patch), nextView ?? view)), [basePath, filters, view]);

  const navigate = useCallback<SearchState["navigate"]>(
    (patch, options = {}) => {
      const next = applyFilterChange(filters, patch);
      const href = sitePath({ basePath }, searchPath(next, options.view ?? view));
      startTransition(() => {
        setOptimistic(next);
        if (options.replace) router.replace(href, { scroll: false });
        else router.push(href, { scroll: false });
      });
    },
    [basePath, filters, router, setOptimistic, view],
  );

  const value = useMemo(() => ({ filters: optimistic, view, basePath, pending, navigate, hrefFor }), [optimistic, view, basePath, pending, navigate, hrefFor]);
  return <SearchContext value={value}>{children}</SearchContext>;
}

export function useSearchState(): SearchState {
  const state = use(SearchContext);
  if (!state) throw new Error("useSearchState outside SearchStateProvider");
  return state;
}

/** The results area: marked busy (and dimmed) while new results load. */
export function ResultsRegion({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  const { pending } = useSearchState();
  return (
    <div id={id} aria-busy={pending} data-pending={pending || undefined} className={`${className ?? ""} transition-opacity duration-150 data-pending:opacity-60`}>
      {children}
    </div>
  );
}
