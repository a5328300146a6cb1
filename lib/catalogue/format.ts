/**
 * How the catalogue shows numbers, prices, areas and dates (spec section 9), on top of next-intl's
 * formatter (`useFormatter` / `getFormatter`) and the `catalogue` messages. Server and browser get
 * the same named formats (`lib/i18n/formats.ts`) and messages, so they render the same text.
 * Pure and client-safe; components take the bound helpers from `useCatalogueFormat()`.
 *
 * - Prices are whole euros: `€ 1.234` (a normal space after the sign, a dot between thousands).
 * - A zero, negative, missing or non-numeric value shows nothing (an empty string).
 * - Ranges read `from - to` and collapse to one value when there is no real upper bound.
 */
import type { createFormatter, useTranslations } from "next-intl";
import type { ProjectCard } from "./card";
import { typeKey } from "./property-types";

/** next-intl's formatter: `useFormatter()`, `await getFormatter()` or `createFormatter(...)`. */
export type Formatter = ReturnType<typeof createFormatter>;
/** next-intl's translator for the `catalogue` messages. */
export type CatalogueMessages = ReturnType<typeof useTranslations<"catalogue">>;

type Amount = number | string | null | undefined;

/** A positive, finite number rounded to whole units, or null when there is nothing to show. */
function positive(value: Amount): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  const rounded = Math.round(number);
  return rounded > 0 ? rounded : null;
}

/** `show` for a positive amount; "" when there is nothing to show. */
const ifPositive = (show: (value: number) => string) => (value: Amount) => {
  const number = positive(value);
  return number === null ? "" : show(number);
};

/** Spec section 9: a range is `from - to`, each end written in full (`€ 200.000 - € 350.000`). */
function range(min: number | null, max: number | null, show: (value: number) => string): string {
  if (min !== null && max !== null && max > min) return `${show(min)} - ${show(max)}`;
  const single = min ?? max;
  return single === null ? "" : show(single);
}

/**
 * Intl writes `€ 1.234` with a no-break space (U+00A0; some ICU versions use U+202F). Spec section 9
 * asks for a normal space, and one fixed character keeps server and browser HTML byte-identical
 * whatever ICU data each side ships.
 */
const plainSpaces = (text: string) => text.replace(/\s/gu, " ");

/** `2026-06-30` or `2026-06` as a date in the middle of that month (no time zone can move it to another month). */
function monthOf(iso: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(iso ?? "");
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return null;
  return new Date(Date.UTC(Number(match[1]), month - 1, 15));
}

/** What next-intl's formatter alone can show: numbers, euros, dates, lists and file sizes (no messages needed). */
export function plainFormat(format: Formatter) {
  const euros = (value: number) => plainSpaces(format.number(value, "euro"));
  const whole = (value: number) => format.number(value, "whole");
  return {
    /** Whole number with the locale's grouping: `1234567` -> `1.234.567`. Empty for non-positive values. */
    number: ifPositive(whole),
    /** A count, zero included: `0`, `1.250`. */
    count: whole,
    /** `€ 1.234`; empty for zero or missing prices. */
    price: ifPositive(euros),
    /** `€ 1.234` for any amount, zero included (the calculator's sums): whole euros, rounded. */
    money: (value: number) => euros(Math.round(value) || 0),
    /** A map marker's short price: `€ 349K`, `€ 1,25 mln.`; empty without a price. */
    shortPrice: ifPositive((value) => plainSpaces(format.number(value, { style: "currency", currency: "EUR", notation: "compact", maximumSignificantDigits: 3 }))),
    /** `€ 200.000 - € 350.000` when `to` exceeds `from`, otherwise the one price there is. */
    priceRange: (from: Amount, to?: Amount) => range(positive(from), positive(to), euros),
    /** Bedrooms or bathrooms: `2 - 3`, or `2` when min and max agree. */
    countRange: (min: Amount, max?: Amount) => range(positive(min), positive(max), whole),
    /** `2026-06-30` -> `juni 2026`; empty when unknown or malformed. */
    delivery: (iso: string | null | undefined) => {
      const date = monthOf(iso);
      return date ? format.dateTime(date, "monthYear") : "";
    },
    /** `["prijslijst", "brochure"]` -> `prijslijst en brochure`. */
    list: (items: readonly string[]) => format.list(items, "and"),
    /** `1,7 kB`, `2,5 MB`, `512 byte`; empty for an empty or unknown size. */
    fileSize: (bytes: number) => {
      if (!Number.isFinite(bytes) || bytes <= 0) return "";
      const [value, unit] = bytes < 1000 ? [bytes, "byte"] : bytes < 1_000_000 ? [bytes / 1000, "kilobyte"] : [bytes / 1_000_000, "megabyte"];
      return format.number(value, { style: "unit", unit, maximumFractionDigits: unit === "byte" || value >= 100 ? 0 : 1 });
    },
  };
}

/**
 * A price label's unbreakable parts: a range splits after its dash (`€ 200.000 -`, `€ 350.000 + BTW`),
 * anything else is one part. Lines then break between the parts only, never inside an amount. With
 * `vatApart` (a narrow bar), `+ BTW` is a part of its own too.
 */
export function priceParts(label: string, { vatApart = false }: { vatApart?: boolean } = {}): string[] {
  const at = label.indexOf(" - ");
  const parts = at < 0 ? [label] : [label.slice(0, at + 2), label.slice(at + 3)];
  if (!vatApart) return parts;
  return parts.flatMap((part) => {
    const plus = part.lastIndexOf(" + ");
    return plus < 0 ? [part] : [part.slice(0, plus), part.slice(plus + 1)];
  });
}

export type PriceLabelInput = {
  from?: Amount;
  to?: Amount;
  /** Price on request: the label replaces any amount. */
  onRequest?: boolean | null;
  /** VAT comes on top of the price (new builds sold with IVA): adds `+ BTW`. */
  vat?: boolean | null;
};

/** Everything the catalogue shows: the plain formats plus the words of the `catalogue` messages. */
export function catalogueFormat(format: Formatter, t: CatalogueMessages) {
  const plain = plainFormat(format);
  const area = (text: string) => (text ? t("area", { area: text }) : "");
  return {
    ...plain,
    /** The text a price box shows: `€ 250.000 + BTW`, `€ 200.000 - € 350.000`, `Op aanvraag`, or nothing. */
    priceLabel: (input: PriceLabelInput) => {
      if (input.onRequest) return t("priceOnRequest");
      const amount = plain.priceRange(input.from, input.to);
      if (!amount) return "";
      return input.vat ? t("priceWithVat", { price: amount }) : amount;
    },
    /** `€ 3.250 /m²`; empty without a price. */
    pricePerM2: (value: Amount) => {
      const price = plain.price(value);
      return price ? t("pricePerM2", { price }) : "";
    },
    /** `85 m²` (whole square metres, `1.250 m²`); empty when unknown. */
    area: (value: Amount) => area(plain.number(value)),
    /** `85 - 120 m²`, or `85 m²` when there is a single value. */
    areaRange: (min: Amount, max?: Amount) => area(plain.countRange(min, max)),
    /** `36,5101° N, 4,8825° W`. */
    coordinates: (lat: number, lng: number) =>
      t("coordinates", {
        lat: format.number(Math.abs(lat), "coordinate"),
        latSide: lat >= 0 ? "north" : "south",
        lng: format.number(Math.abs(lng), "coordinate"),
        lngSide: lng >= 0 ? "east" : "west",
      }),
    /** `Marbella, Costa del Sol`. */
    place: (town: string, region: string) => t("place", { town, region }),
    /** `Appartement`; `Woning` for an unknown type_id. */
    typeLabel: (typeId: number) => t(`type.${typeKey(typeId)}`),
    /** `In aanbouw`. */
    statusLabel: (status: ProjectCard["status"]) => t(`status.${status}`),
  };
}

export type CatalogueFormat = ReturnType<typeof catalogueFormat>;

