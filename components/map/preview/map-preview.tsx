import type { Bounds, Near } from "@/lib/catalogue/search/filter-values";
import { MAP_FIT_MAX_ZOOM } from "@/lib/catalogue/search/map-area";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import { MAP_COLOURS } from "../map-colours";
import { basemapBox, project, projectBounds, unitsPerKm, type WorldBox } from "./mercator";

/** The basemap as a picture (app/media/basemap.svg), in the same world units. */
const BASEMAP_PICTURE = "/media/basemap.svg";
/** The live map fits results with 48 px around them, then zooms out to a whole zoom level: about this share of a panel on each side on average. */
const FIT_MARGIN = 0.2;
/** A world unit is 2^(zoom − 10) screen pixels: the box that fills about 900 px at a zoom. */
const spanAt = (zoom: number) => 900 / 2 ** (zoom - 10);
/** The live map fits results no closer than MAP_FIT_MAX_ZOOM, and zooms in no further than 15. */
const FIT_MIN_SPAN = spanAt(MAP_FIT_MAX_ZOOM);
const MIN_SPAN = spanAt(15);

function grow(box: WorldBox, margin: number, minSpan: number): WorldBox {
  const width = Math.max(box.width * (1 + 2 * margin), minSpan);
  const height = Math.max(box.height * (1 + 2 * margin), minSpan);
  return { x: box.x + box.width / 2 - width / 2, y: box.y + box.height / 2 - height / 2, width, height };
}

const fixed = (value: number) => Number(value.toFixed(1));
/** One id: a page has one map panel. */
const DOTS_ID = "map-preview-dots";

/**
 * A picture of the map the panel is about to show, drawn by the server (a server component: none
 * of it is the browser's JavaScript): the basemap, the searched circle and a dot per project, fitted
 * to where the live map starts (`bounds`). It stands in until the map's code loads (components/map/
 * map-panel.tsx), and stays without JavaScript. Coordinates are relative to the view's corner and
 * whole units on a wide view (a unit is under a pixel there), so the page carries short numbers.
 */
export function MapPreview({ markers, bounds, fitted, near }: { markers: MapMarker[]; bounds: Bounds; fitted: boolean; near: Near | null }) {
  const view = fitted ? grow(projectBounds(bounds), FIT_MARGIN, FIT_MIN_SPAN) : grow(projectBounds(bounds), 0, MIN_SPAN);
  const base = basemapBox();
  const round = view.width > 2000 ? Math.round : fixed;
  const at = (lat: number, lng: number) => {
    const point = project(lat, lng);
    return { x: round(point.x - view.x), y: round(point.y - view.y) };
  };
  const dots = markers
    .map(({ lat, lng }) => {
      const { x, y } = at(lat, lng);
      return `M${x} ${y}h0`;
    })
    .join("");
  const centre = near && at(near.lat, near.lng);
  return (
    <svg
      viewBox={`0 0 ${fixed(view.width)} ${fixed(view.height)}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-map-preview=""
      className="absolute inset-0 size-full"
      style={{ background: MAP_COLOURS.sea }}
    >
      <image href={BASEMAP_PICTURE} x={fixed(base.x - view.x)} y={fixed(base.y - view.y)} width={fixed(base.width)} height={fixed(base.height)} preserveAspectRatio="none" />
      {near && centre && <circle cx={centre.x} cy={centre.y} r={fixed(near.radius_km * unitsPerKm(near.lat))} fill={MAP_COLOURS.circle.colour} fillOpacity={MAP_COLOURS.circle.fillOpacity} stroke={MAP_COLOURS.circle.colour} strokeWidth={MAP_COLOURS.circle.width} vectorEffect="non-scaling-stroke" />}
      <defs>
        {/* Strokes in screen pixels (non-scaling): a dot is a zero-length line with round ends. */}
        <path id={DOTS_ID} d={dots} fill="none" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
      </defs>
      <use href={`#${DOTS_ID}`} stroke="#ffffff" strokeWidth={11} />
      <use href={`#${DOTS_ID}`} stroke="var(--color-primary)" strokeWidth={7} />
    </svg>
  );
}
