"use client";

import { useTranslations } from "next-intl";
import { SEARCH_FILTERS, SORTS, type Sort } from "@/lib/catalogue/search/filters";
import { FilterSelect } from "./filter-select";
import { useSearchState } from "./search-state";

/** Relevantie, Prijs oplopend, Prijs aflopend, Nieuwste. */
export function SortSelect() {
  const t = useTranslations("search");
  const { filters, navigate } = useSearchState();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm text-slate-600">
        {t(SEARCH_FILTERS.sort.label ?? "sortLabel")}
      </label>
      <FilterSelect
        id="search-sort"
        name="sort"
        value={filters.sort}
        onCommit={(sort) => navigate({ sort: sort as Sort })}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
