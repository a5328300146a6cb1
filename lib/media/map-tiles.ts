import "server-only";
/**
 * The operator's raster tiles for the open map (MAP_TILES_URL, read at run time), fetched by the site
 * and served from /media/tiles/{z}/{x}/{y}: no visitor's browser talks to the tile source (it learns
 * nobody's address), the security policy stays 'self', and a change of source needs a restart, not a
 * build. The source is the operator's own setting, not a visitor's input: no SSRF rules, but a time
 * limit, a size limit and only PNG, JPEG or WebP, recognised by their bytes.
 */
import { env } from "../env";
import { mainOriginOf } from "../site/origin";
import { sniffImageType, type ImageType } from "./image-type";
import { tileUrl } from "./tile-grid";

const TILE_TIMEOUT_MS = 8_000;
const TILE_MAX_BYTES = 1024 * 1024;

export interface TileSource {
  template: string;
  attribution: string;
}

/** The configured source, or null: the open map then draws the site's own basemap. */
export function tileSource(): TileSource | null {
  const { MAP_TILES_URL, MAP_TILES_ATTRIBUTION } = env();
  return MAP_TILES_URL && MAP_TILES_ATTRIBUTION ? { template: MAP_TILES_URL, attribution: MAP_TILES_ATTRIBUTION } : null;
}

export type TileAnswer = { ok: true; type: ImageType; bytes: Uint8Array<ArrayBuffer>; maxAge: number } | { ok: false; status: number };

/** The source's `max-age`, if it says one, kept between an hour and a week; a day otherwise. */
function maxAgeOf(cacheControl: string | null): number {
  const seconds = Number(/max-age=(\d+)/.exec(cacheControl ?? "")?.[1] ?? 86_400);
  return Math.min(Math.max(seconds, 3_600), 604_800);
}

/** One tile from the source: its image, or the status to answer (404 for a tile it has not, 502 when it fails). */
export async function fetchTile(source: TileSource, z: number, x: number, y: number): Promise<TileAnswer> {
  try {
    const answer = await fetch(tileUrl(source.template, z, x, y), {
      signal: AbortSignal.timeout(TILE_TIMEOUT_MS),
      // Tile sources (OpenStreetMap's among them) ask who is calling.
      headers: { accept: "image/png, image/jpeg, image/webp", "user-agent": `CostaNieuwbouw/1.0 (+${mainOriginOf(env())})` },
      redirect: "follow",
    });
    if (answer.status === 404) return { ok: false, status: 404 };
    if (!answer.ok) return { ok: false, status: 502 };
    const declared = Number(answer.headers.get("content-length") ?? 0);
    if (declared > TILE_MAX_BYTES) return { ok: false, status: 502 };
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type || bytes.length > TILE_MAX_BYTES) return { ok: false, status: 502 };
    return { ok: true, type, bytes, maxAge: maxAgeOf(answer.headers.get("cache-control")) };
  } catch {
    return { ok: false, status: 502 };
  }
}
