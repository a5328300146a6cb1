"use client";

import dynamic from "next/dynamic";

/*
 * The strip and map views in chunks of their own: the page's chunk is loaded on every search page,
 * and the grid view (the default) needs neither Embla nor the map panel's code. Both are still
 * rendered on the server; the browser fetches their code only on a page that shows them.
 */
export const LazyResultsStrip = dynamic(() => import("./results-strip").then((module) => module.ResultsStrip));
export const LazySearchMap = dynamic(() => import("@/components/map/search-map").then((module) => module.SearchMap));
