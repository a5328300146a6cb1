"use client";

import dynamic from "next/dynamic";

/*
 * The strip view and the live map in chunks of their own: the page's chunk is loaded on every search
 * page, and the grid view (the default) needs neither Embla nor the map's code. The strip is still
 * rendered on the server, its code fetched only on a page that shows it; the live map is fetched
 * when its panel asks for it (components/map/map-panel.tsx).
 */
export const LazyResultsStrip = dynamic(() => import("./results-strip").then((module) => module.ResultsStrip));
export const LazySearchMap = dynamic(() => import("@/components/map/search-map").then((module) => module.SearchMap));
