import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MapPanel } from "@/components/map/map-panel";
import type { SearchMapProps } from "@/components/map/search-map";
import type { ProjectCard } from "@/lib/catalogue/card";
import { Panel, ResponsivePanelToggle } from "./panels";
import { ResultCard } from "./result-card";
import { ResultsRegion } from "./search-state";
import "./results-map-view.css";

/**
 * The map view's frame classes (results-map-view.css): the map fills the first screen below the search
 * bar at every width. Desktop: the list beside the map, both as tall as the screen allows. Phone: the
 * map, or the list in its place (one "Lijst tonen" button floating on the map). A phone held sideways:
 * the header, bar and list in a column beside the map.
 */
export const MAP_VIEW = { frame: "map-view", body: "map-view-body", list: "map-view-list", results: "map-view-results" } as const;

/** The map view's list: a vertical list of cards that folds away (on a phone: gives way to the map) with one button. */
export function ResultsMapList({ cards, empty, pagination }: { cards: ProjectCard[]; empty: ReactNode; pagination: ReactNode }) {
  const t = useTranslations("search");
  return (
    <>
      <ResponsivePanelToggle
        panel="list"
        controls="search-list"
        className="map-view-toggle inline-flex h-11 shrink-0 items-center gap-2 self-start rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-primary shadow-md hover:bg-slate-50 lg:h-9 lg:rounded-md lg:px-3 lg:shadow-none"
        whenOpen={t("hideList")}
        whenClosed={t("showList")}
      />
      <Panel panel="list" id="search-list" label={t("listLabel")} className="map-view-cards">
        {cards.length === 0 ? (
          empty
        ) : (
          <ul className="flex flex-col gap-3">
            {cards.map((card, index) => (
              // The map marks the card of the project whose popup is open (components/map/highlight-card.ts).
              <li key={card.id} data-card-id={card.id} className="rounded-lg data-map-selected:ring-3 data-map-selected:ring-primary">
                <ResultCard project={card} layout="row" priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
        {pagination}
      </Panel>
    </>
  );
}

/** The map view's map, in the frame's last place (beside or under the list). */
export function ResultsMapPanel({ map, preview }: { map: SearchMapProps; preview: ReactNode }) {
  return (
    <ResultsRegion className="map-view-map">
      <MapPanel map={map} preview={preview} />
    </ResultsRegion>
  );
}
