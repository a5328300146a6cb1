/**
 * Structured data (schema.org JSON-LD) for a project page: the development itself with its address,
 * coordinates and price range, and the breadcrumb trail. Pure: the page passes absolute URLs.
 */
import { TYPE_ID } from "../property-types";

export type JsonLd = Record<string, unknown>;

export interface ProjectJsonLdInput {
  url: string;
  name: string;
  description: string;
  /** Absolute image URLs. */
  images: string[];
  type_id: number;
  town: string;
  province: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
  price_from: number | null;
  price_to: number | null;
  price_on_request: boolean;
  units_total: number;
  units_available: number;
}

const APARTMENT_TYPES: readonly number[] = [TYPE_ID.apartment, TYPE_ID.penthouse, TYPE_ID.other];

/** ISO 3166 code for the catalogue's countries (Dutch names); other names pass through. */
function countryCode(name: string): string {
  return { spanje: "ES", portugal: "PT", frankrijk: "FR" }[name.trim().toLowerCase()] ?? name;
}

function offers(input: ProjectJsonLdInput): JsonLd | undefined {
  const low = input.price_from ?? 0;
  if (input.price_on_request || low <= 0) return undefined;
  return {
    "@type": "AggregateOffer",
    priceCurrency: "EUR",
    lowPrice: low,
    highPrice: Math.max(low, input.price_to ?? low),
    offerCount: input.units_available,
    availability: input.units_available > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    url: input.url,
  };
}

/**
 * The development as `ApartmentComplex` (apartments, penthouses, studios) or `Residence` (villas,
 * houses, plots), also typed `Product` because schema.org only allows `offers` on products.
 */
export function projectJsonLd(input: ProjectJsonLdInput): JsonLd {
  const complex = APARTMENT_TYPES.includes(input.type_id);
  const units = (value: number) => ({ "@type": "QuantitativeValue", value });
  const offer = offers(input);
  return {
    "@context": "https://schema.org",
    "@type": [complex ? "ApartmentComplex" : "Residence", "Product"],
    "@id": `${input.url}#project`,
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: input.town,
      addressRegion: input.province,
      addressCountry: countryCode(input.country),
    },
    geo: { "@type": "GeoCoordinates", latitude: input.lat, longitude: input.lng },
    containedInPlace: { "@type": "Place", name: `${input.town}, ${input.region}` },
    ...(complex
      ? { numberOfAccommodationUnits: units(input.units_total), numberOfAvailableAccommodationUnits: units(input.units_available) }
      : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** A meta description: the first paragraph, whitespace collapsed, cut at a word before `max` characters. */
export function summarize(text: string, max = 160): string {
  const first = (text.split(/\n\s*\n/).find((part) => part.trim()) ?? "").replace(/\s+/g, " ").trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
