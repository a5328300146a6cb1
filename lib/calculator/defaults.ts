/** The form's starting values: a project's price and region, or neutral ones for the home page. Pure and client-safe. */
import { COST_KEYS, defaultCostRules } from "./costs";
import type { TaxRegion } from "./regions";
import type { CalculatorValues } from "./schema";

const NEUTRAL_PRICE = 300_000;
/** Spanish banks lend non-residents about 60–70 % of the price: 30 % own funds is the usual start. */
const DEFAULT_OWN_SHARE = 0.3;
const DEFAULT_INTEREST = 3.5;
const DEFAULT_YEARS = 25;
const DEFAULT_REGION: TaxRegion = "andalucia";

/** A rate as the form shows it: `3,5` (Dutch decimal comma). */
export const rateText = (value: number) => String(value).replace(".", ",");

export function calculatorDefaults(price: number | null | undefined, region: TaxRegion | null | undefined): CalculatorValues {
  const start = price && price > 0 ? Math.round(price) : NEUTRAL_PRICE;
  const where = region ?? DEFAULT_REGION;
  const rules = defaultCostRules(where);
  return {
    price: String(start),
    own_funds: String(Math.round(start * DEFAULT_OWN_SHARE)),
    interest: rateText(DEFAULT_INTEREST),
    years: String(DEFAULT_YEARS),
    region: where,
    ...(Object.fromEntries(COST_KEYS.map((key) => [key, rateText(rules[key].rate)])) as Record<(typeof COST_KEYS)[number], string>),
  };
}
