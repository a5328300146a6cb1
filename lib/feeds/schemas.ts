/**
 * Validation of one Kyero v3 `<property>` (zod), from the reader's element tree to the unit the import
 * writes. A property that fails is skipped with a reason per field; the others are not affected.
 * Only new-build homes for sale in euros are imported: the site shows new-build projects in Spain.
 */
import { z } from "zod";
import { TYPE_ID } from "../catalogue/property-types";
import { SPAIN } from "../catalogue/spain";
import { child, childText, MAX_IMAGES, type FeedNode, type RawProperty } from "./parser";
import { feedTexts } from "../i18n/standalone";

export const MAX_PRICE = 100_000_000;
const DESC_LANGUAGES = ["nl", "en", "es"] as const;

/** The flat shape the schema checks: every field as text, as the feed wrote it. */
interface PropertyFields {
  id?: string;
  date?: string;
  ref?: string;
  price?: string;
  currency?: string;
  price_freq?: string;
  new_build?: string;
  type?: string;
  town?: string;
  province?: string;
  development?: string;
  latitude?: string;
  longitude?: string;
  beds?: string;
  baths?: string;
  pool?: string;
  built?: string;
  plot?: string;
  energy_consumption?: string;
  energy_emissions?: string;
  desc?: Partial<Record<string, string>>;
  features: string[];
  images: string[];
}

/** The element tree as flat text fields (unknown elements are ignored, as the XSD allows extensions). */
function propertyFields(raw: RawProperty): PropertyFields {
  const node = raw.node;
  const text = (name: string) => childText(node, name);
  const inner = (parent: string, name: string) => {
    const found = child(node, parent);
    return found ? childText(found, name) : undefined;
  };
  const list = (parent: string, name: string, pick: (entry: FeedNode) => string | undefined) =>
    (child(node, parent)?.children ?? []).filter((entry) => entry.name === name).map(pick).filter((value): value is string => value !== undefined);
  const desc: Record<string, string> = {};
  for (const language of DESC_LANGUAGES) {
    const value = inner("desc", language);
    if (value) desc[language] = value;
  }
  const features = list("features", "feature", (entry) => entry.text.trim() || undefined);
  // An explicit development: a <development> element, or a feature "Development: Name".
  const fromFeature = features.map((feature) => /^(?:development|promoci[oó]n|project)\s*:\s*(.+)$/i.exec(feature)?.[1]?.trim()).find(Boolean);
  return {
    id: text("id"),
    date: text("date"),
    ref: text("ref"),
    price: text("price"),
    currency: text("currency"),
    price_freq: text("price_freq"),
    new_build: text("new_build"),
    type: text("type"),
    town: text("town"),
    province: text("province"),
    development: text("development") ?? fromFeature,
    latitude: inner("location", "latitude"),
    longitude: inner("location", "longitude"),
    beds: text("beds"),
    baths: text("baths"),
    pool: text("pool"),
    built: inner("surface_area", "built"),
    plot: inner("surface_area", "plot"),
    energy_consumption: inner("energy_rating", "consumption"),
    energy_emissions: inner("energy_rating", "emissions"),
    desc,
    features: features.filter((feature) => !/^(?:development|promoci[oó]n|project)\s*:/i.test(feature)),
    images: list("images", "image", (entry) => childText(entry, "url")),
  };
}

const count = (max: number) => z.string().regex(/^\d{1,3}$/, feedTexts("integer")).transform(Number).pipe(z.number().max(max, feedTexts("atMost", { max })));
const area = z.string().regex(/^\d{1,7}(?:\.\d+)?$/, feedTexts("area")).transform((value) => Math.round(Number(value)));
const flag = z.enum(["0", "1"], feedTexts("flag")).transform((value) => value === "1");
const coordinate = z.string().regex(/^-?\d{1,3}(?:\.\d+)?$/, feedTexts("coordinate")).transform(Number);
const energy = z.string().regex(/^[A-Ga-g]$|^x$|^X$/, feedTexts("energy")).transform((value) => value.toUpperCase());
const httpUrl = z.string().max(2000, feedTexts("tooLongShort")).refine((value) => /^https?:\/\/[^\s]+$/i.test(value), feedTexts("httpAddress"));

const propertySchema = z.object({
    id: z.string().regex(/^[\w.:/-]{1,100}$/, feedTexts("id")),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}(?:[ T][\d:]{5,8})?$/, feedTexts("date")).optional(),
    ref: z.string().min(1).max(40, feedTexts("ref")),
    price: z
      .string()
      .refine((value) => value === "x" || /^\d{1,9}$/.test(value), { message: feedTexts("price"), abort: true })
      .refine((value) => value === "x" || Number(value) <= MAX_PRICE, feedTexts("implausiblyHigh")),
    currency: z.literal("EUR", feedTexts("currency")).optional(),
    price_freq: z.literal("sale", feedTexts("sale")),
    new_build: z.literal("1", feedTexts("newBuild")).optional(),
    type: z.string().min(1).max(80),
    town: z.string().min(1).max(120),
    province: z.string().max(120).optional(),
    development: z.string().max(160).optional(),
    latitude: coordinate.pipe(z.number().min(SPAIN.latMin, feedTexts("notInSpain")).max(SPAIN.latMax, feedTexts("notInSpain"))),
    longitude: coordinate.pipe(z.number().min(SPAIN.lngMin, feedTexts("notInSpain")).max(SPAIN.lngMax, feedTexts("notInSpain"))),
    beds: count(50),
    baths: count(50),
    pool: flag.optional(),
    built: area.optional(),
    plot: area.optional(),
    energy_consumption: energy.optional(),
    energy_emissions: energy.optional(),
    desc: z.record(z.string(), z.string().max(32_000).optional()),
    features: z.array(z.string().max(200, feedTexts("feature"))).max(100, feedTexts("features")),
    images: z.array(httpUrl).max(MAX_IMAGES, feedTexts("images", { max: MAX_IMAGES })),
  });

/** Checks across fields, run even when single fields failed, so every reason is reported at once. */
function crossFieldReasons(fields: PropertyFields): Record<string, string[]> {
  const reasons: Record<string, string[]> = {};
  if (fields.type && typeIdOf(fields.type) !== TYPE_ID.land && fields.built === undefined) reasons.built = [feedTexts("builtMissing")];
  return reasons;
}

/** Kyero's free-text types to the catalogue's type_id (the first matching word wins; unknown: other). */
const TYPE_WORDS: [RegExp, number][] = [
  [/penthouse|ático/i, TYPE_ID.penthouse],
  [/bungalow/i, TYPE_ID.bungalow],
  [/town ?house|terraced|semi|quad|adosad|duplex house/i, TYPE_ID.townhouse],
  [/villa|detached|chalet|country house|finca/i, TYPE_ID.villa],
  [/apartment|flat|studio|duplex|piso|apartamento/i, TYPE_ID.apartment],
  [/land|plot|parcela|solar/i, TYPE_ID.land],
];

export function typeIdOf(type: string): number {
  return TYPE_WORDS.find(([pattern]) => pattern.test(type))?.[1] ?? TYPE_ID.other;
}

/** A property ready to import. */
export interface FeedUnit {
  feedId: string;
  ref: string;
  typeId: number;
  town: string;
  province?: string;
  development?: string;
  lat: number;
  lng: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  plotArea: number | null;
  price: number;
  priceOnRequest: boolean;
  pool: boolean;
  /** The energy label A–G (`energy_rating/consumption`); null when the feed gives none or X (not yet rated). */
  energyLabel: string | null;
  description: string;
  features: string[];
  images: string[];
}

export type PropertyResult = { ok: true; unit: FeedUnit; notes: string[] } | { ok: false; id?: string; ref?: string; fields: Record<string, string[]> };

/** Validates one property: the unit, or the reasons per field. */
export function validateProperty(raw: RawProperty): PropertyResult {
  const fields = propertyFields(raw);
  const parsed = propertySchema.safeParse(fields);
  const notes: string[] = [];
  if (raw.imageCount > MAX_IMAGES) notes.push(feedTexts("imagesUsed", { count: raw.imageCount, max: MAX_IMAGES }));
  const reasons = crossFieldReasons(fields);
  if (raw.oversize || !parsed.success || Object.keys(reasons).length > 0) {
    if (raw.oversize) reasons.property = [feedTexts("oversize", { reason: raw.oversize })];
    for (const issue of parsed.error?.issues ?? []) {
      const key = String(issue.path[0] ?? "property");
      (reasons[key] ??= []).push(issue.code === "invalid_type" && issue.input === undefined ? feedTexts("missing") : issue.message);
    }
    return { ok: false, id: fields.id?.slice(0, 100), ref: fields.ref?.slice(0, 40), fields: reasons };
  }
  const value = parsed.data;
  const typeId = typeIdOf(value.type);
  const description = DESC_LANGUAGES.map((language) => value.desc[language]).find((text) => text && text.trim() !== "") ?? "";
  return {
    ok: true,
    notes,
    unit: {
      feedId: value.id,
      ref: value.ref,
      typeId,
      town: value.town,
      province: value.province,
      development: value.development,
      lat: value.latitude,
      lng: value.longitude,
      bedrooms: typeId === TYPE_ID.land ? 0 : value.beds,
      bathrooms: typeId === TYPE_ID.land ? 0 : value.baths,
      area: value.built ?? 0,
      plotArea: value.plot ?? null,
      price: value.price === "x" ? 0 : Number(value.price),
      priceOnRequest: value.price === "x",
      pool: value.pool ?? false,
      energyLabel: value.energy_consumption && value.energy_consumption !== "X" ? value.energy_consumption : null,
      description,
      features: value.features,
      images: value.images,
    },
  };
}
