/**
 * A raster tile server made from our own data, for the map's tile source setting
 * (MAP_TILES_URL): each `/{z}/{x}/{y}.png` is the committed basemap's land (Spain and its
 * neighbours) drawn into that tile as SVG and turned into a PNG by sharp. It remembers what it served.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Position } from "geojson";
import sharp from "sharp";
import { MAP_COLOURS } from "../../components/map/map-colours";

const basemap = JSON.parse(readFileSync(new URL("../../components/map/basemap/spain.json", import.meta.url), "utf8")) as FeatureCollection<MultiPolygon | MultiLineString, { kind: string }>;
const TILE = 256;
const LAND = { land: MAP_COLOURS.land, spain: MAP_COLOURS.spain.fill } as const;

/** A point in the tile's pixels (Web Mercator, as Leaflet draws it). */
function pixel([lng, lat]: Position, z: number, x: number, y: number): string {
  const size = TILE * 2 ** z;
  const sin = Math.sin((lat! * Math.PI) / 180);
  const px = ((lng! + 180) / 360) * size - x * TILE;
  const py = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size - y * TILE;
  return `${px.toFixed(1)} ${py.toFixed(1)}`;
}

function tileSvg(z: number, x: number, y: number): string {
  const areas = basemap.features.filter(
    (feature): feature is Feature<MultiPolygon, { kind: "land" | "spain" }> => feature.properties.kind in LAND,
  );
  const paths = areas.map((feature) => {
    const d = feature.geometry.coordinates.flatMap((polygon) => polygon.map((ring) => `M${ring.map((point) => pixel(point, z, x, y)).join("L")}Z`)).join("");
    return `<path d="${d}" fill="${LAND[feature.properties.kind]}" fill-rule="evenodd"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}"><rect width="${TILE}" height="${TILE}" fill="${MAP_COLOURS.sea}"/>${paths.join("")}</svg>`;
}

export interface TileServer {
  /** Where it listens, as `http://127.0.0.1:{port}`. */
  origin: string;
  /** The tiles asked for, as `z/x/y`. */
  served: string[];
  close: () => Promise<void>;
}

/** On a free port of this machine. */
export async function startTileServer(): Promise<TileServer> {
  const served: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? "");
    if (!match) return void response.writeHead(404).end();
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    served.push(`${z}/${x}/${y}`);
    const png = await sharp(Buffer.from(tileSvg(z, x, y))).png().toBuffer();
    response.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-store" }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, served, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
