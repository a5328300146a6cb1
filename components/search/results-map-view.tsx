import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MapPanel } from "@/components/map/map-panel";
import type { SearchMapProps } from "@/components/map/search-map";
import type { ProjectCard } from "@/lib/catalogue/card";
import { Panel, PanelToggle } from "./panels";
import { ResultCard } from "./result-card";

/** The map view: a vertical list (a collapsible side panel) beside the map. */
export function ResultsMapView({ cards, map, preview, empty, pagination }: { cards: ProjectCard[]; map: SearchMapProps; preview: ReactNode; empty: ReactNode; pagination: ReactNode }) {
  const t = useTranslations("search");
  const toggle = "inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-primary hover:bg-slate-50";
  return (
    <div className="flex flex-col gap-4 lg:h-[calc(100dvh-116px)] lg:flex-row">
      <div className="flex shrink-0 flex-col gap-2 lg:min-h-0">
        <div className="flex gap-2">
          <PanelToggle panel="list" controls="search-list" breakpoint="mobile" className={toggle} whenOpen={t("hideList")} whenClosed={t("showList")} />
          <PanelToggle panel="list" controls="search-list" breakpoint="desktop" className={toggle} whenOpen={t("hideList")} whenClosed={t("showList")} />
        </div>
        <Panel panel="list" id="search-list" label={t("listLabel")} className="order-2 lg:order-none lg:min-h-0 lg:w-[26rem] lg:overflow-y-auto lg:pr-1">
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
      </div>
      <div className="order-first h-[60dvh] min-h-80 min-w-0 flex-1 lg:order-none lg:h-full">
        <MapPanel map={map} preview={preview} />
      </div>
    </div>
  );
}
