/**
 * Display formatting for the catalogue (spec section 9). Pure and client-safe: no Intl locale data
 * is involved, so server and browser always render the same string.
 *
 * - Prices are whole euros: `€ 1.234` (a normal space after the sign, a dot between thousands).
 * - A zero, negative, missing or non-numeric value shows nothing (an empty string).
 * - Ranges read `from - to` and collapse to one value when there is no real upper bound.
 */

export const PRICE_ON_REQUEST = "Op aanvraag";
export const PRICE_VAT_SUFFIX = "+ BTW";

type Amount = number | string | null | undefined;

/** A positive, finite number rounded to whole units, or null when there is nothing to show. */
function positive(value: Amount): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  const rounded = Math.round(number);
  return rounded > 0 ? rounded : null;
}

/** Whole number with a dot as thousands separator: `1234567` -> `1.234.567`. Empty for non-positive values. */
export function formatNumber(value: Amount): string {
  const number = positive(value);
  if (number === null) return "";
  return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** `€ 1.234`; empty for zero or missing prices. */
export function formatPrice(value: Amount): string {
  const digits = formatNumber(value);
  return digits ? `€ ${digits}` : "";
}

/** `€ 200.000 - € 350.000` when `to` exceeds `from`, otherwise the one price there is. */
export function formatPriceRange(from: Amount, to?: Amount): string {
  return range(positive(from), positive(to), formatPrice);
}

export type PriceLabelInput = {
  from?: Amount;
  to?: Amount;
  /** Price on request: the label replaces any amount. */
  onRequest?: boolean | null;
  /** VAT comes on top of the price (new builds sold with IVA): adds `+ BTW`. */
  vat?: boolean | null;
};

export type PriceLabels = { onRequest: string; vat: string };

const defaultLabels: PriceLabels = { onRequest: PRICE_ON_REQUEST, vat: PRICE_VAT_SUFFIX };

/** The text a price box shows: `€ 250.000 + BTW`, `€ 200.000 - € 350.000`, `Op aanvraag`, or nothing. */
export function priceLabel(input: PriceLabelInput, labels: PriceLabels = defaultLabels): string {
  if (input.onRequest) return labels.onRequest;
  const amount = formatPriceRange(input.from, input.to);
  if (!amount) return "";
  return input.vat ? `${amount} ${labels.vat}` : amount;
}

/** `85 m²` (whole square metres, dot thousands: `1.250 m²`); empty when unknown. */
export function formatArea(value: Amount): string {
  const digits = formatNumber(value);
  return digits ? `${digits} m²` : "";
}

/** `85 - 120 m²`, or `85 m²` when there is a single value. */
export function formatAreaRange(min: Amount, max?: Amount): string {
  const text = range(positive(min), positive(max), formatNumber);
  return text ? `${text} m²` : "";
}

/** Bedrooms or bathrooms: `2 - 3`, or `2` when min and max agree. */
export function formatCountRange(min: Amount, max?: Amount): string {
  return range(positive(min), positive(max), formatNumber);
}

function range(min: number | null, max: number | null, format: (value: number) => string): string {
  if (min !== null && max !== null && max > min) return `${format(min)} - ${format(max)}`;
  const single = min ?? max;
  return single === null ? "" : format(single);
}
