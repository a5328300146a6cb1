/**
 * The basemap the site serves itself for the map without a Google key: land, coastline and country
 * borders from Natural Earth (1:10m, the `world-atlas` package), cut to Spain and its neighbours
 * (the peninsula and the Balearic Islands), simplified and rounded so that it stays small.
 * `npm run map:basemap` writes it to components/map/basemap/spain.json; a unit test checks that the
 * committed file is what this produces.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { clipPolygon, clipPolyline, type Point } from "lineclip";
import { feature, merge, mesh } from "topojson-client";
import { filter, filterWeight, presimplify, simplify } from "topojson-simplify";
import { BASEMAP_FRAME } from "../../components/map/basemap/frame";
import type { GeometryCollection, GeometryObject, MultiPolygon as TopoMultiPolygon, Polygon as TopoPolygon, Topology } from "topojson-specification";

/** Where the file lives, from the project root. */
export const BASEMAP_FILE = "components/map/basemap/spain.json";
export { BASEMAP_FRAME };
/** Natural Earth's id (ISO 3166 numeric) of Spain. */
const SPAIN_ID = "724";
/** Planar triangle area in square degrees: points adding less than this to the outline go. */
const SIMPLIFY_MIN_WEIGHT = 4e-6;
/** Islands smaller than this (square degrees, about 1 km²) go. */
const MIN_RING_AREA = 1e-4;
/** About 100 m: well under what the 1:10m data itself can tell apart. */
const DECIMALS = 3;

type BasemapKind = "spain" | "land" | "border";
export type Basemap = FeatureCollection<MultiPolygon | MultiLineString, { kind: BasemapKind }>;

type Countries = GeometryCollection;
type Area = TopoPolygon | TopoMultiPolygon;

const isArea = (geometry: GeometryObject): geometry is Area => geometry.type === "Polygon" || geometry.type === "MultiPolygon";

function loadCountries(): Topology<{ countries: Countries }> {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve("world-atlas/countries-10m.json"), "utf8")) as Topology<{ countries: Countries }>;
}

const round = (value: number) => Number(value.toFixed(DECIMALS));
const roundPoint = ([lng, lat]: Position): Point => [round(lng!), round(lat!)];

/** Drops repeated points (rounding makes some) and returns null for rings that collapse. */
function tidyRing(points: Point[]): Point[] | null {
  const ring = points.map(roundPoint).filter((point, index, all) => index === 0 || point[0] !== all[index - 1]![0] || point[1] !== all[index - 1]![1]);
  if (ring.length < 4) return null;
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
  return ring;
}

function clipPolygons(geometry: Polygon | MultiPolygon): Position[][][] {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings) => {
    const clipped = rings.map((ring) => tidyRing(clipPolygon(ring as Point[], BASEMAP_FRAME))).filter((ring): ring is Point[] => ring !== null);
    // The outer ring first: a polygon whose outer ring fell outside the frame goes with its holes.
    return clipped.length > 0 && rings[0] && tidyRing(clipPolygon(rings[0] as Point[], BASEMAP_FRAME)) ? [clipped] : [];
  });
}

function clipLines(geometry: MultiLineString): Position[][] {
  return geometry.coordinates.flatMap((line) => clipPolyline(line as Point[], BASEMAP_FRAME)).map((line) => line.map(roundPoint)).filter((line) => line.length > 1);
}

function overlapsFrame(box: [number, number, number, number]): boolean {
  const [west, south, east, north] = BASEMAP_FRAME;
  return box[0] <= east && box[2] >= west && box[1] <= north && box[3] >= south;
}

function boundsOf(geometry: Polygon | MultiPolygon): [number, number, number, number] {
  const box: [number, number, number, number] = [180, 90, -180, -90];
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  for (const [lng, lat] of polygons.flat(2) as [number, number][]) {
    box[0] = Math.min(box[0], lng);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lng);
    box[3] = Math.max(box[3], lat);
  }
  return box;
}

export function buildBasemap(): Basemap {
  let topology = loadCountries();
  topology = presimplify(topology);
  topology = simplify(topology, SIMPLIFY_MIN_WEIGHT);
  topology = filter(topology, filterWeight(topology, MIN_RING_AREA)) as Topology<{ countries: Countries }>;

  const countries = topology.objects.countries;
  const near = countries.geometries.filter(isArea).filter((geometry) => overlapsFrame(boundsOf((feature(topology, geometry) as Feature<Polygon | MultiPolygon>).geometry)));
  const spain = near.filter((geometry) => geometry.id === SPAIN_ID);
  const others = near.filter((geometry) => geometry.id !== SPAIN_ID);
  const nearIds = new Set<GeometryObject>(near);
  const borders = mesh(topology, countries, (a, b) => a !== b && nearIds.has(a) && nearIds.has(b));

  const area = (kind: "spain" | "land", geometry: MultiPolygon): Feature<MultiPolygon, { kind: BasemapKind }> => ({
    type: "Feature",
    properties: { kind },
    geometry: { type: "MultiPolygon", coordinates: clipPolygons(geometry) },
  });
  return {
    type: "FeatureCollection",
    features: [
      area("land", merge(topology, others)),
      area("spain", merge(topology, spain)),
      { type: "Feature", properties: { kind: "border" }, geometry: { type: "MultiLineString", coordinates: clipLines(borders) } },
    ],
  };
}

/** The file's text: one line per feature keeps diffs readable. */
export function basemapText(basemap: Basemap = buildBasemap()): string {
  return `{"type":"FeatureCollection","features":[\n${basemap.features.map((item) => JSON.stringify(item)).join(",\n")}\n]}\n`;
}
