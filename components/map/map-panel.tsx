"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { SearchPageBox } from "@/components/search/search-page-box";
import { LazySearchMap } from "@/components/search/lazy-views";
import { passFocusToNextMap } from "./map-focus";
import type { SearchMapProps } from "./search-map";

const subscribeNothing = () => () => {};
/** True on the server and while the page hydrates; false in a render after that. */
const useHydrating = () => useSyncExternalStore(subscribeNothing, () => false, () => true);

/**
 * The map view's map panel, with the name search over it. A page that opens in the map view shows
 * the server's preview of the map (`preview`, components/map/preview) and loads the live map, a
 * third of the page's JavaScript, on the visitor's first touch of the panel: a pointer over it, a
 * wheel, or focus on the map. A map view opened from another view (a click) loads it at once. This
 * is all the map code such a page loads before that touch.
 */
export function MapPanel({ preview, map }: { preview: ReactNode; map: SearchMapProps }) {
  const t = useTranslations("map");
  const helpId = useId();
  const hydrating = useHydrating();
  const [live, setLive] = useState(!hydrating);
  const goLive = () => setLive(true);
  const wake = live ? {} : { onPointerMove: goLive, onPointerDown: goLive, onWheel: goLive };
  const focusLive = () => {
    passFocusToNextMap();
    goLive();
  };
  return (
    <div className="absolute inset-0 overflow-hidden rounded-lg border border-slate-200" {...wake}>
      {preview}
      {/* Before the map: the tab order reaches the name search first, then the map. */}
      <div className="absolute top-3 left-3 z-10 w-[min(20rem,calc(100%-4.5rem))]">
        <SearchPageBox />
      </div>
      {live ? (
        <LazySearchMap {...map} />
      ) : (
        // The preview in the map's place, by name and in the tab order: focused, it hands its focus to the live map.
        <div role="region" aria-label={t("mapLabel")} aria-describedby={helpId} tabIndex={0} onFocus={focusLive} className="absolute inset-0">
          <p id={helpId} className="sr-only">
            {t("keyboardHelp")}
          </p>
        </div>
      )}
    </div>
  );
}
