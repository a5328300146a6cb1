import type { Formats } from "next-intl";

/**
 * The named formats of `format.number`, `format.dateTime` and `format.list` (and of `{x, number, whole}`
 * in messages). The request config (`request.ts`) sets them for the server, and the root layout's
 * `NextIntlClientProvider` passes them on to the browser, so both sides format alike. Pure and client-safe.
 */
export const formats = {
  number: {
    /** Whole numbers with the locale's grouping: `1.234`. */
    whole: { maximumFractionDigits: 0 },
    /** Whole euros (spec section 9): `€ 1.234`. Both digits set: older engines reject a lone maximum below the currency's 2. */
    euro: { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 },
    /** Degrees with four decimals (about 10 m): `36,5101`. */
    coordinate: { minimumFractionDigits: 4, maximumFractionDigits: 4 },
  },
  dateTime: {
    /** Delivery dates as buyers read them: `juni 2026`. */
    monthYear: { month: "long", year: "numeric" },
  },
  list: {
    /** `a, b en c`. */
    and: { type: "conjunction", style: "long" },
  },
} satisfies Formats;

/** Dates are shown in the time zone of the Dutch and Belgian buyers, on the server as in the browser. */
export const timeZone = "Europe/Amsterdam";
