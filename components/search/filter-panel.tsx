import { useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { NavLink } from "@/components/ui/nav-link";
import type { GeoFacets } from "@/lib/catalogue/search/facet-tally";
import { filterOptionLabels, type CatalogueReach } from "@/lib/catalogue/search/filter-options";
import type { SearchFilters } from "@/lib/catalogue/search/filters";
import type { ResolvedGeo } from "@/lib/catalogue/search/geo-match";
import { FilterForm } from "./filter-form";
import { GeoCascade, type GeoHref } from "./geo-cascade";
import { Panel, PanelToggle } from "./panels";

/** The filter side panel: place cascade, type, rooms and price. Collapsible; behind "Filters" on phones. */
export function FilterPanel({ filters, facets, reach, geo, geoHref, clearHref, total }: { filters: SearchFilters; facets: GeoFacets; reach: CatalogueReach; geo: ResolvedGeo | null; geoHref: GeoHref; clearHref: string | null; total: number }) {
  const t = useTranslations("search");
  const format = useCatalogueFormat();
  return (
    <Panel panel="filters" id="search-filters" label={t("filtersLabel")} className="w-full shrink-0 lg:w-72 xl:w-[22rem]">
      <div className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-[100px] lg:max-h-[calc(100dvh-116px)] lg:overflow-y-auto">
        <GeoCascade facets={facets} geo={geo} href={geoHref} />
        <FilterForm
          reach={reach}
          labels={filterOptionLabels({ price: format.price, area: (area) => t("squareMetres", { area }), beach: (metres) => t("beachOption", { km: metres / 1000 }) }, filters)}
        />
        {clearHref && (
          <NavLink href={clearHref} scroll={false} className="text-sm font-semibold text-primary underline underline-offset-2">
            {t("clearAll")}
          </NavLink>
        )}
        <PanelToggle
          panel="filters"
          controls="search-filters"
          breakpoint="mobile"
          scrollTo="search-results"
          className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-on-primary"
          whenOpen={t("showResults", { count: total })}
          whenClosed={t("showFilters")}
        />
      </div>
    </Panel>
  );
}
