"use client";

import dynamic from "next/dynamic";

/** The coordinate map, loaded only with the form that shows it (Leaflet is not in the CRM's first load). */
export const CoordinatePicker = dynamic(() => import("./coordinate-map").then((module) => module.CoordinateMap), {
  ssr: false,
  loading: () => <div className="mt-2 h-72 rounded-md bg-slate-100" />,
});
