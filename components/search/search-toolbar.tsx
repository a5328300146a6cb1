import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { NavLink } from "@/components/ui/nav-link";
import { Icon } from "@/components/ui/icons";
import { activeFilterCount, type SearchFilters, type View } from "@/lib/catalogue/search/filters";
import { FILTERS_BUTTON_ID } from "./filter-panel";
import { PanelToggle } from "./panels";
import { SortSelect } from "./sort-select";
import { ViewSwitch } from "./view-switch";

const toggleClass = "h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-primary hover:bg-slate-50";

/**
 * One compact bar: Filters (with the number chosen), sort, view and "Zoekopdracht opslaan". On a
 * phone it stays under the site header while the results scroll (`search-bar` in app/globals.css
 * keeps focused elements clear of it); from `lg` it scrolls with the page beside the side panel.
 */
export function SearchToolbar({ filters, view, viewHref, clearAreaHref, save }: { filters: SearchFilters; view: View; viewHref: (view: View) => string; clearAreaHref: string; save?: ReactNode }) {
  const t = useTranslations("search");
  const count = activeFilterCount(filters);
  return (
    <div data-search-bar className="sticky top-16 z-30 -mx-4 mb-4 flex flex-wrap items-center gap-1 border-y border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:gap-3 lg:static lg:mx-0 lg:mb-0 lg:border-0 lg:bg-transparent lg:px-0 lg:py-4 lg:backdrop-blur-none">
      <PanelToggle
        id={FILTERS_BUTTON_ID}
        panel="filters"
        controls="search-filters"
        breakpoint="mobile"
        className={`inline-flex ${toggleClass} px-2.5`}
        whenOpen={t("showFilters")}
        whenClosed={
          <>
            {t("showFilters")}
            {count > 0 && (
              <span className="rounded-full bg-primary px-2 text-xs text-on-primary">
                {count}
                <span className="sr-only"> {t("activeFilters")}</span>
              </span>
            )}
          </>
        }
      />
      <PanelToggle panel="filters" controls="search-filters" breakpoint="desktop" className={toggleClass} whenOpen={t("collapseFilters")} whenClosed={t("expandFilters")} />
      {(filters.bounds || filters.near || filters.area) && (
        <NavLink href={clearAreaHref} scroll={false} className="order-last inline-flex h-11 items-center gap-1 rounded-full bg-secondary px-3 text-xs font-semibold text-on-secondary lg:order-none" aria-label={t("clearArea")}>
          {filters.area ? t("drawnArea") : filters.near ? t("nearArea", { km: filters.near.radius_km }) : t("mapArea")}
          <Icon name="close" className="size-3.5" />
        </NavLink>
      )}
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <SortSelect />
        <ViewSwitch view={view} href={viewHref} />
        {save}
      </div>
    </div>
  );
}
