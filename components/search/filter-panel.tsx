import { useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";
import type { GeoFacets } from "@/lib/catalogue/search/facet-tally";
import { filterOptionLabels, type CatalogueReach } from "@/lib/catalogue/search/filter-options";
import type { SearchFilters } from "@/lib/catalogue/search/filters";
import type { ResolvedGeo } from "@/lib/catalogue/search/geo-match";
import { FilterForm } from "./filter-form";
import { GeoCascade, type GeoHref } from "./geo-cascade";
import { Panel, PanelToggle } from "./panels";

/** The id of the bar's "Filters" button: the sheet gives the focus back to it. */
export const FILTERS_BUTTON_ID = "search-filters-button";

/**
 * The filters: place cascade, type, rooms, price and the details. Beside the results from `lg`
 * (collapsible); on a phone a full-screen sheet behind the bar's "Filters", closed by "Toon N projecten".
 */
export function FilterPanel({ filters, facets, reach, geo, geoHref, clearHref, total }: { filters: SearchFilters; facets: GeoFacets; reach: CatalogueReach; geo: ResolvedGeo | null; geoHref: GeoHref; clearHref: string | null; total: number }) {
  const t = useTranslations("search");
  const format = useCatalogueFormat();
  return (
    <Panel panel="filters" id="search-filters" label={t("filtersLabel")} sheet={{ opener: FILTERS_BUTTON_ID }} className="w-full shrink-0 lg:w-72 xl:w-[22rem]">
      <div className="sticky top-0 z-10 flex h-14 items-center justify-between border-b border-slate-200 bg-white pr-2 pl-4 lg:hidden">
        <p className="text-lg font-bold text-heading">{t("filtersLabel")}</p>
        <PanelToggle
          panel="filters"
          controls="search-filters"
          breakpoint="mobile"
          label={t("hideFilters")}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          whenOpen={<Icon name="close" className="size-6" />}
          whenClosed={<Icon name="close" className="size-6" />}
        />
      </div>
      <div className="flex flex-col gap-6 bg-white p-4 lg:sticky lg:top-[100px] lg:max-h-[calc(100dvh-116px)] lg:overflow-y-auto lg:rounded-lg lg:border lg:border-slate-200">
        <GeoCascade facets={facets} geo={geo} href={geoHref} />
        <FilterForm
          reach={reach}
          labels={filterOptionLabels({ price: format.price, area: (area) => t("squareMetres", { area }), beach: (metres) => t("beachOption", { km: metres / 1000 }), airport: (minutes) => t("airportOption", { minutes }) }, filters)}
        />
        {clearHref && (
          <NavLink href={clearHref} scroll={false} className="inline-flex min-h-11 shrink-0 items-center self-start text-sm font-semibold text-primary underline underline-offset-2 lg:min-h-0">
            {t("clearAll")}
          </NavLink>
        )}
      </div>
      <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4 lg:hidden">
        <PanelToggle
          panel="filters"
          controls="search-filters"
          breakpoint="mobile"
          scrollTo="search-results"
          className="inline-flex h-12 w-full items-center justify-center rounded-md bg-primary px-4 font-semibold text-on-primary"
          whenOpen={t("showResults", { count: total })}
          whenClosed={t("showFilters")}
        />
      </div>
    </Panel>
  );
}
