/**
 * The costas' airports on the open map, at every zoom: a plane and the airport's name and code, for
 * orientation only (not in the tab order; the place labels keep clear of them).
 */
import L from "leaflet";
import { AIRPORTS, type Airport } from "@/lib/catalogue/airports";

export const AIRPORT_PANE = "airports";

const PLANE = '<svg viewBox="0 0 24 24" aria-hidden="true" class="size-3.5 shrink-0" fill="currentColor"><path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"/></svg>';

/** `label` names an airport, as visitors read it ("Luchthaven Málaga (AGP)"). */
export function addAirportLabels(map: L.Map, label: (airport: Airport) => string): void {
  // Above our places (500), below the project markers (600).
  if (!map.getPane(AIRPORT_PANE)) map.createPane(AIRPORT_PANE).style.zIndex = "550";
  for (const airport of AIRPORTS) {
    const html = document.createElement("span");
    html.className = "flex items-center gap-1";
    html.setAttribute("role", "img");
    html.setAttribute("aria-label", label(airport));
    html.innerHTML = `${PLANE}<span aria-hidden="true">${airport.name} ${airport.code}</span>`;
    const icon = L.divIcon({ className: "airport-label rounded-full bg-slate-700 px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-white shadow-sm -translate-x-1/2 -translate-y-1/2", html, iconSize: undefined, iconAnchor: [0, 0] });
    L.marker([airport.lat, airport.lng], { icon, pane: AIRPORT_PANE, interactive: false, keyboard: false }).addTo(map);
  }
}
