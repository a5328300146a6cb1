/**
 * The one table of regional stamp duty (AJD, "Actos Jurídicos Documentados") on a new build's first
 * transfer, paid alongside IVA, with the legal source of each rate and the date it applies from; and
 * which seeded province lies in which region. Pure and client-safe.
 *
 * Rates as verified for this table; a buyer's own situation (young buyer, large family, social
 * housing) can lower them, which is why the calculator lets the visitor edit every rate.
 */
export const TAX_REGIONS = ["andalucia", "comunidad-valenciana", "region-de-murcia"] as const;
export type TaxRegion = (typeof TAX_REGIONS)[number];

export interface AjdRate {
  /** Percent of the price in the deed. */
  rate: number;
  /** The law (and article, where it is known) that sets the general rate. */
  source: string;
  /** ISO date the rate applies from. */
  since: string;
}

export const AJD_RATES: Readonly<Record<TaxRegion, AjdRate>> = {
  andalucia: {
    rate: 1.2,
    source: "Ley 5/2021, de 20 de octubre, de Tributos Cedidos de la Comunidad Autónoma de Andalucía (tipo general AJD; antes Decreto-ley 7/2021)",
    since: "2021-04-28",
  },
  "comunidad-valenciana": {
    rate: 1.5,
    source: "Ley 13/1997, de 23 de diciembre, de la Generalitat Valenciana, artículo Catorce (tipo general AJD, documentos notariales)",
    // Article and rate confirmed by regional guides; the date is when the rate rose from 1.2 %.
    since: "2014-01-01",
  },
  "region-de-murcia": {
    rate: 1.5,
    source: "Decreto Legislativo 1/2010, de 5 de noviembre, Texto Refundido de tributos cedidos de la Región de Murcia, artículo 7.1",
    // The rate matches current regional guides; the date it took effect could not be confirmed from a primary source.
    since: "2020-01-01",
  },
};

/** Province slugs of the catalogue (the seed's geo data) to their autonomous community. */
export const PROVINCE_REGIONS: Readonly<Record<string, TaxRegion>> = {
  malaga: "andalucia",
  almeria: "andalucia",
  granada: "andalucia",
  alicante: "comunidad-valenciana",
  murcia: "region-de-murcia",
};

/** `Málaga` or `malaga` -> `malaga`: the project card carries the province's name, the geo data its slug. */
const provinceKey = (province: string) =>
  province
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** The tax region of a province (by name or slug); null for a province outside the table. */
export function taxRegionOf(province: string | null | undefined): TaxRegion | null {
  return province ? (PROVINCE_REGIONS[provinceKey(province)] ?? null) : null;
}

export const isTaxRegion = (value: unknown): value is TaxRegion => (TAX_REGIONS as readonly unknown[]).includes(value);
