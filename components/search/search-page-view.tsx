import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Pagination } from "@/components/listing/pagination";
import { MapPreview } from "@/components/map/preview/map-preview";
import { Container } from "@/components/ui/container";
import { ShareBar } from "@/components/share/share-bar";
import { SaveSearchSlot } from "@/components/saved-searches/save-search-slot";
import { cx } from "@/components/ui/cx";
import type { ProjectCard } from "@/lib/catalogue/card";
import { pageCount } from "@/lib/catalogue/pagination";
import type { GeoFacets } from "@/lib/catalogue/search/facet-tally";
import type { CatalogueReach } from "@/lib/catalogue/search/filter-options";
import { applyFilterChange, type FilterPatch } from "@/lib/catalogue/search/filter-change";
import { EMPTY_FILTERS, hasChosenFilter, type SearchFilters, type View } from "@/lib/catalogue/search/filters";
import type { ResolvedGeo } from "@/lib/catalogue/search/geo-match";
import { mapStartBounds } from "@/lib/catalogue/search/map-area";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import type { MapPlace } from "@/lib/catalogue/search/map-places";
import { storageSuffix } from "@/lib/catalogue/search/saved-filters";
import { placeNamesOf, placePhrase, searchHeading } from "@/lib/catalogue/search/search-title";
import { searchPath } from "@/lib/catalogue/search/url";
import { sitePath, type Site } from "@/lib/site/site";
import { searchEvent, searchTerm, viewItemList } from "@/lib/tracking/events";
import { trackable } from "@/lib/tracking/items";
import { TrackEvents } from "../tracking/track-events";
import { EmptyResults } from "./empty-results";
import { FilterPanel } from "./filter-panel";
import { PanelsProvider } from "./panels";
import { ResultsGrid } from "./results-grid";
import { MAP_VIEW, ResultsMapList, ResultsMapPanel } from "./results-map-view";
import { LazyResultsStrip } from "./lazy-views";
import { ResultCard } from "./result-card";
import { searchCrumbs } from "./search-crumbs";
import { RESULTS_HEADING_ID, SearchFocus } from "./search-focus";
import { SearchMemory } from "./search-memory";
import { SearchHeader } from "./search-header";
import { ResultsRegion, SearchStateProvider } from "./search-state";
import { SearchToolbar } from "./search-toolbar";

export interface SearchPageData {
  site: Site;
  origin: string;
  filters: SearchFilters;
  view: View;
  /** The URL had no place and no query (the filter memory may replace it). */
  bare: boolean;
  geo: ResolvedGeo | null;
  cards: ProjectCard[];
  total: number;
  facets: GeoFacets;
  reach: CatalogueReach;
  markers: MapMarker[];
  /** The map view's place labels (empty in the other views). */
  places: MapPlace[];
}

const WIDE = "sm:max-w-none md:max-w-none lg:max-w-none xl:max-w-none 2xl:max-w-none lg:px-6";
/** From 1400 px every view takes the screen's width: four columns of cards beside the filters. */
const WIDE_FROM_2XL = "2xl:max-w-none 2xl:px-6";

/** The search page: header, toolbar, filter panel and the results in the chosen view. Server-rendered. */
export function SearchPageView({ site, origin, filters, view, bare, geo, cards, total, facets, reach, markers, places }: SearchPageData) {
  const t = useTranslations("search");
  const titleWords = { t: useTranslations("searchTitle"), format: useFormatter() };
  const href = (patch: FilterPatch, nextView: View = view) => sitePath(site, searchPath(applyFilterChange(filters, patch), nextView));
  const names = placeNamesOf(geo);
  const selection = geo?.selection ?? {};
  const hasPlace = Boolean(selection.country || selection.region || selection.province || selection.town);
  const clearHref = hasChosenFilter(filters) ? sitePath(site, searchPath(EMPTY_FILTERS, view)) : null;
  const wholeCountryHref = hasPlace ? href({ esGeo: {} }) : null;
  const crumbs = searchCrumbs(site, geo, { home: t("home"), all: t("allProjects") });

  const empty = <EmptyResults wholeCountryHref={wholeCountryHref} clearHref={clearHref} />;
  const pagination = <Pagination page={filters.page} pageCount={pageCount(total, filters.per_page)} href={(page) => href({ page })} className="mt-8" />;
  const mapView = view === "map";
  const heading = searchHeading(filters, names, titleWords);
  const tracking = [searchEvent(searchTerm(filters.q, hasPlace ? placePhrase(names, titleWords) : ""), filters), viewItemList("search", heading, cards.map(trackable))];
  const header = (
    <SearchHeader
      crumbs={crumbs}
      origin={origin}
      heading={heading}
      total={total}
      share={<ShareBar origin={origin} path={sitePath(site, searchPath({ ...filters, page: 1 }, view))} title={heading} />}
      className={cx(WIDE_FROM_2XL, mapView && WIDE)}
    />
  );
  const toolbar = (
    <SearchToolbar
      filters={filters}
      view={view}
      viewHref={(next) => href({ page: filters.page }, next)}
      clearAreaHref={href({ bounds: null, near: null, area: null })}
      save={<SaveSearchSlot site={site} defaultName={heading} />}
    />
  );
  const filterPanel = <FilterPanel filters={filters} facets={facets} reach={reach} geo={geo} geoHref={(esGeo) => href({ esGeo })} clearHref={clearHref} total={total} />;
  const results = (className: string, content: ReactNode) => (
    <ResultsRegion id="search-results" className={cx("min-w-0 scroll-mt-32 lg:scroll-mt-24", className)}>
      <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="sr-only focus-visible:not-sr-only focus-visible:mb-3 focus-visible:inline-block">
        {t("results")}
      </h2>
      {content}
    </ResultsRegion>
  );
  return (
    <SearchStateProvider filters={filters} view={view} basePath={site.basePath}>
      <TrackEvents events={tracking} />
      <SearchMemory filters={filters} bare={bare} basePath={site.basePath} suffix={storageSuffix(site.slug)} />
      <SearchFocus searchKey={searchPath(filters, view)} />
      {/* Per view: the map view starts with the filters folded away, to give the map room, and on a phone with the map in the list's place. */}
      <PanelsProvider key={view} defaults={{ filters: { mobile: false, desktop: view !== "map" }, list: { mobile: view !== "map", desktop: true } }}>
        <div className={mapView ? MAP_VIEW.frame : undefined}>
          {header}
          <Container className={cx(mapView ? MAP_VIEW.body : "pb-12", WIDE_FROM_2XL, mapView && WIDE)}>
            {toolbar}
            <div className={mapView ? MAP_VIEW.list : "flex flex-col gap-6 lg:flex-row lg:items-start"}>
              {filterPanel}
              {mapView
                ? results(MAP_VIEW.results, <ResultsMapList cards={cards} empty={empty} pagination={pagination} />)
                : results(
                    "@container flex-1",
                    <>
                      {cards.length === 0 ? (
                        empty
                      ) : view === "strip" ? (
                        <LazyResultsStrip label={t("stripLabel")}>
                          {cards.map((card, index) => (
                            <ResultCard key={card.id} project={card} priority={index < 2} />
                          ))}
                        </LazyResultsStrip>
                      ) : (
                        <ResultsGrid cards={cards} />
                      )}
                      {pagination}
                    </>,
                  )}
            </div>
            {mapView && (
              <ResultsMapPanel
                map={{ markers, places, regions: facets.regions, provinces: facets.provinces, countrySlug: selection.country ?? facets.countries[0]?.slug ?? "spanje", focus: geo?.place ?? null }}
                preview={<MapPreview markers={markers} bounds={mapStartBounds(filters, markers, geo?.place ?? null)} fitted={!filters.bounds} near={filters.near} />}
              />
            )}
          </Container>
        </div>
      </PanelsProvider>
    </SearchStateProvider>
  );
}
