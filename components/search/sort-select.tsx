"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { SEARCH_FILTERS, SORTS, type Sort } from "@/lib/catalogue/search/filters";
import { FilterSelect } from "./filter-select";
import { useSearchState } from "./search-state";

/**
 * Relevantie, Prijs oplopend, Prijs aflopend, Nieuwste. On a phone an icon button in the bar: the
 * native select lies over it, invisible, so a tap opens the phone's own picker.
 */
export function SortSelect() {
  const t = useTranslations("search");
  const { filters, navigate } = useSearchState();
  return (
    <div className="relative flex items-center gap-2 rounded-md has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-primary sm:has-[select:focus-visible]:outline-0">
      <label htmlFor="search-sort" className="sr-only text-sm text-slate-600 sm:not-sr-only">
        {t(SEARCH_FILTERS.sort.label ?? "sortLabel")}
      </label>
      <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-md border border-slate-300 bg-white text-primary sm:hidden">
        <Icon name="sort" className="size-5" />
      </span>
      <FilterSelect
        id="search-sort"
        name="sort"
        value={filters.sort}
        onCommit={(sort) => navigate({ sort: sort as Sort })}
        className="absolute inset-0 h-11 w-full cursor-pointer rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 opacity-0 focus-visible:outline-2 focus-visible:outline-primary sm:static sm:w-auto sm:opacity-100"
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
