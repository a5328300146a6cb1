import { useTranslations } from "next-intl";
import { NavLink } from "@/components/ui/nav-link";
import { Icon } from "@/components/ui/icons";
import { activeFilterCount, type SearchFilters, type View } from "@/lib/catalogue/search/filters";
import { PanelToggle } from "./panels";
import { SortSelect } from "./sort-select";
import { ViewSwitch } from "./view-switch";

const toggleClass = "h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-primary hover:bg-slate-50";

/** Filters button (phones) / collapse button (desktop), the map-area chip, sort and view. */
export function SearchToolbar({ filters, view, viewHref, clearAreaHref }: { filters: SearchFilters; view: View; viewHref: (view: View) => string; clearAreaHref: string }) {
  const t = useTranslations("search");
  const count = activeFilterCount(filters);
  return (
    <div className="flex flex-wrap items-center gap-3 py-4">
      <PanelToggle
        panel="filters"
        controls="search-filters"
        breakpoint="mobile"
        className={`inline-flex ${toggleClass}`}
        whenOpen={t("hideFilters")}
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
      {(filters.bounds || filters.near) && (
        <NavLink href={clearAreaHref} scroll={false} className="inline-flex h-8 items-center gap-1 rounded-full bg-secondary px-3 text-xs font-semibold text-on-secondary" aria-label={t("clearArea")}>
          {filters.near ? t("nearArea", { km: filters.near.radius_km }) : t("mapArea")}
          <Icon name="close" className="size-3.5" />
        </NavLink>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-3">
        <SortSelect />
        <ViewSwitch view={view} href={viewHref} />
      </div>
    </div>
  );
}
