/**
 * The kinds of value a search filter holds, each with its bounds and its codecs: from a query-string
 * value, from untrusted JSON (local storage) and back to the query string. Every reader refuses a
 * value beyond the bounds (undefined: the caller drops it), so nothing out of range reaches SQL.
 * `spec` is the same description as plain data: `schemas.ts` turns it into zod for the JSON API.
 * Pure, client-safe and schema-free (the search page runs this in the browser).
 */
import { AREA_POINTS, areaProblem, tidyArea, type AreaPoint } from "./polygon";

/** A place slug: lower-case words joined by single hyphens. */
export const GEO_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const GEO_SLUG_MAX = 80;
export const GEO_LEVELS = ["country", "region", "province", "town"] as const;

/**
 * Coordinates in a search keep 6 decimals (about 0.1 m): that also turns subnormal numbers such as
 * 5e-324, which PostgreSQL refuses as a float8, into 0. The URL writes 5 (about a metre).
 */
export const COORDINATE_DECIMALS = 6;
export const URL_COORDINATE_DECIMALS = 5;

export interface GeoSelection {
  country?: string;
  region?: string;
  province?: string;
  town?: string;
}

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface Near {
  lat: number;
  lng: number;
  radius_km: number;
}

/** Radii keep metres. */
export const RADIUS_DECIMALS = 3;

export interface RadiusRange {
  min: number;
  max: number;
  default: number;
}

/** The bounds of a value as plain data (for the zod schemas and the OpenAPI document). */
export type ValueSpec =
  | { kind: "integer"; min: number; max: number }
  | { kind: "ids"; ids: readonly number[]; maxItems: number; unknownMessage: string }
  | { kind: "choice"; choices: readonly [string, ...string[]] }
  | { kind: "choices"; choices: readonly [string, ...string[]] }
  | { kind: "flag" }
  | { kind: "place" }
  | { kind: "box" }
  | { kind: "circle"; radiusKm: RadiusRange }
  | { kind: "area"; minPoints: number; maxPoints: number }
  | { kind: "text"; maxLength: number };

export interface ValueCodec<T> {
  spec: ValueSpec;
  /** A query-string value; undefined when malformed or out of bounds. */
  fromUrl(raw: string): T | undefined;
  /** A value from untrusted JSON; undefined when malformed or out of bounds. */
  fromJson(value: unknown): T | undefined;
  toUrl(value: T): string;
}

/** Rounded to `decimals` places; -0 becomes 0. */
export const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals || 0;
const coordinate = (value: number) => roundTo(value, COORDINATE_DECIMALS);

const within = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
const isLatitude = (value: unknown): value is number => typeof value === "number" && within(value, -90, 90);
const isLongitude = (value: unknown): value is number => typeof value === "number" && within(value, -180, 180);
/** A decimal as the URL writes coordinates and radii: no exponents, no blanks. */
const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/;
const decimals = (raw: string) => raw.split(",").map((part) => (DECIMAL.test(part) ? Number(part) : NaN));
const urlCoordinate = (value: number) => String(Number(value.toFixed(URL_COORDINATE_DECIMALS)));
/** An area's point, at the URL's precision. */
export const roundAreaPoint = ([lat, lng]: AreaPoint): AreaPoint => [roundTo(lat, URL_COORDINATE_DECIMALS), roundTo(lng, URL_COORDINATE_DECIMALS)];

/**
 * A drawn area: 3 to 100 `[lat, lng]` points of a simple polygon (polygon.ts), rounded to the URL's
 * 5 decimals (about a metre) so the URL keeps it exactly; `area=lat,lng;lat,lng;…` in the URL.
 * Repeated points are dropped; a crossing outline, or too few or many points, is no area.
 */
export const areaValue: ValueCodec<AreaPoint[]> = {
  spec: { kind: "area", minPoints: AREA_POINTS.min, maxPoints: AREA_POINTS.max },
  fromUrl: (raw) => {
    const pairs = raw.split(";");
    return pairs.length > AREA_POINTS.max ? undefined : toArea(pairs.map(decimals));
  },
  fromJson: (value) => (Array.isArray(value) && value.length <= AREA_POINTS.max ? toArea(value) : undefined),
  toUrl: (points) => points.map(([lat, lng]) => `${urlCoordinate(lat)},${urlCoordinate(lng)}`).join(";"),
};

function toArea(pairs: readonly unknown[]): AreaPoint[] | undefined {
  const valid = pairs.every((pair) => Array.isArray(pair) && pair.length === 2 && isLatitude(pair[0]) && isLongitude(pair[1]));
  if (!valid) return undefined;
  const points = tidyArea((pairs as AreaPoint[]).map(roundAreaPoint));
  return areaProblem(points) ? undefined : points;
}

/** A whole number in [min, max]. */
export function integer(min: number, max: number): ValueCodec<number> {
  const accept = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && within(value, min, max) ? value : undefined);
  return {
    spec: { kind: "integer", min, max },
    fromUrl: (raw) => (/^\d{1,10}$/.test(raw) ? accept(Number(raw)) : undefined),
    fromJson: accept,
    toUrl: String,
  };
}

/** A list of known ids (at most `maxItems`): unknown ids are dropped, a part that is no number drops the list. */
export function idList(ids: readonly number[], maxItems: number, unknownMessage: string): ValueCodec<number[]> {
  const known = (list: readonly unknown[]) => list.filter((id): id is number => typeof id === "number" && ids.includes(id)).slice(0, maxItems);
  return {
    spec: { kind: "ids", ids, maxItems, unknownMessage },
    fromUrl: (raw) => {
      const parts = raw.split(",");
      return parts.every((part) => /^\d{1,10}$/.test(part)) ? known(parts.map(Number)) : undefined;
    },
    fromJson: (value) => (Array.isArray(value) ? known(value) : undefined),
    toUrl: (list) => list.join(","),
  };
}

/** Yes or no: `1` or `0` in a URL (`true`/`false` read too), a boolean in JSON. */
export const flag: ValueCodec<boolean> = {
  spec: { kind: "flag" },
  fromUrl: (raw) => ({ "1": true, true: true, "0": false, false: false })[raw],
  fromJson: (value) => (typeof value === "boolean" ? value : undefined),
  toUrl: (value) => (value ? "1" : "0"),
};

/** Free text as a search runs it: blanks collapsed and trimmed. */
export const tidyText = (raw: string) => raw.replace(/\s+/g, " ").trim();

/** Free text of at most `maxLength` characters (after tidying); empty text is no value. */
export function text(maxLength: number): ValueCodec<string> {
  const accept = (value: unknown) => {
    if (typeof value !== "string") return undefined;
    const tidy = tidyText(value);
    return tidy && tidy.length <= maxLength ? tidy : undefined;
  };
  return { spec: { kind: "text", maxLength }, fromUrl: accept, fromJson: accept, toUrl: (value) => value };
}

/** One of a fixed set of words. */
export function choice<const T extends string>(choices: readonly [T, ...T[]]): ValueCodec<T> {
  const accept = (value: unknown) => (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;
  return { spec: { kind: "choice", choices }, fromUrl: accept, fromJson: accept, toUrl: (value) => value };
}

/**
 * Some of a fixed set of words (`status=off_plan,key_ready`): unknown words are dropped, the rest kept
 * once each, in the set's order (so equal choices give one URL and one cache key).
 */
export function choiceList<const T extends string>(choices: readonly [T, ...T[]]): ValueCodec<T[]> {
  const known = (list: readonly unknown[]) => choices.filter((word) => list.includes(word));
  return {
    spec: { kind: "choices", choices },
    fromUrl: (raw) => known(raw.split(",")),
    fromJson: (value) => (Array.isArray(value) ? known(value) : undefined),
    toUrl: (list) => list.join(","),
  };
}

/** A place selection from untrusted data (local storage, an API answer); null when malformed. */
export function toGeoSelection(value: unknown): GeoSelection | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const selection: GeoSelection = {};
  for (const [key, slug] of Object.entries(value)) {
    if (!(GEO_LEVELS as readonly string[]).includes(key)) return null;
    if (slug === undefined) continue;
    if (typeof slug !== "string" || slug.length > GEO_SLUG_MAX || !GEO_SLUG_PATTERN.test(slug)) return null;
    selection[key as (typeof GEO_LEVELS)[number]] = slug;
  }
  return selection;
}

/** Place slugs. They live in the path, not the query (see `url.ts`), so the URL codec is never used. */
export const placeValue: ValueCodec<GeoSelection> = {
  spec: { kind: "place" },
  fromUrl: () => undefined,
  fromJson: (value) => toGeoSelection(value) ?? undefined,
  toUrl: () => "",
};

function toBounds(north: unknown, south: unknown, east: unknown, west: unknown): Bounds | undefined {
  if (!isLatitude(north) || !isLatitude(south) || !isLongitude(east) || !isLongitude(west) || north < south) return undefined;
  return { north: coordinate(north), south: coordinate(south), east: coordinate(east), west: coordinate(west) };
}

/** A map area; `bounds=south,west,north,east` in the URL. East may be west of west (across the antimeridian). */
export const boxValue: ValueCodec<Bounds> = {
  spec: { kind: "box" },
  fromUrl: (raw) => {
    const parts = decimals(raw);
    if (parts.length !== 4) return undefined;
    const [south, west, north, east] = parts;
    return toBounds(north, south, east, west);
  },
  fromJson: (value) => {
    if (!value || typeof value !== "object") return undefined;
    const { north, south, east, west } = value as Record<string, unknown>;
    return toBounds(north, south, east, west);
  },
  toUrl: ({ south, west, north, east }) => [south, west, north, east].map(urlCoordinate).join(","),
};

/** A circle around a clicked point; `near=lat,lng[,radius_km]` in the URL. */
export function circleValue(radiusKm: RadiusRange): ValueCodec<Near> {
  const toNear = (lat: unknown, lng: unknown, radius: unknown = radiusKm.default): Near | undefined => {
    if (!isLatitude(lat) || !isLongitude(lng) || typeof radius !== "number" || !within(radius, radiusKm.min, radiusKm.max)) return undefined;
    return { lat: coordinate(lat), lng: coordinate(lng), radius_km: roundTo(radius, RADIUS_DECIMALS) };
  };
  return {
    spec: { kind: "circle", radiusKm },
    fromUrl: (raw) => {
      const parts = decimals(raw);
      return parts.length === 2 || parts.length === 3 ? toNear(parts[0], parts[1], parts[2]) : undefined;
    },
    fromJson: (value) => {
      if (!value || typeof value !== "object") return undefined;
      const { lat, lng, radius_km } = value as Record<string, unknown>;
      return toNear(lat, lng, radius_km);
    },
    toUrl: ({ lat, lng, radius_km }) => [urlCoordinate(lat), urlCoordinate(lng), String(radius_km)].join(","),
  };
}
