/**
 * The purchase costs a buyer of a new build in Spain budgets on top of the price, one line each:
 * IVA and AJD (taxes, by region) and the estimates for notary, land registry and lawyer.
 * Pure and client-safe.
 */
import { AJD_RATES, type TaxRegion } from "./regions";

export const COST_KEYS = ["iva", "ajd", "notary", "registry", "lawyer"] as const;
export type CostKey = (typeof COST_KEYS)[number];

export interface CostRule {
  /** Percent of the price (editable by the visitor). */
  rate: number;
  /** Euros at least, before VAT, while the rate is above zero (fees have a floor). */
  minimum: number;
  /** Spanish VAT on a professional's fee, percent. */
  vat: number;
  /** True for our own estimates (fees), false for taxes set by law. */
  estimate: boolean;
}

/** New builds: IVA 10 % on the first transfer (Ley 37/1992, art. 91.Uno.1.7º). */
const IVA_NEW_BUILD = 10;
/** Spanish VAT on a lawyer's fee. */
const IVA_SERVICES = 21;

/** Estimates, not quotes: notary and registry fees follow official scales that rise slowly with the price. */
const FEE_ESTIMATES = {
  notary: { rate: 0.5, minimum: 600, vat: 0, estimate: true },
  registry: { rate: 0.25, minimum: 400, vat: 0, estimate: true },
  lawyer: { rate: 1, minimum: 1500, vat: IVA_SERVICES, estimate: true },
} as const satisfies Record<"notary" | "registry" | "lawyer", CostRule>;

/** The default rule of every cost line for a region. */
export function defaultCostRules(region: TaxRegion): Record<CostKey, CostRule> {
  return {
    iva: { rate: IVA_NEW_BUILD, minimum: 0, vat: 0, estimate: false },
    ajd: { rate: AJD_RATES[region].rate, minimum: 0, vat: 0, estimate: false },
    ...FEE_ESTIMATES,
  };
}

/** One line's euros: rate × price, at least the minimum (while the rate is not zero), plus VAT on the fee. */
export function costAmount(price: number, rule: Pick<CostRule, "rate" | "minimum" | "vat">): number {
  if (price <= 0 || rule.rate <= 0) return 0;
  const base = Math.max((price * rule.rate) / 100, rule.minimum);
  return base * (1 + rule.vat / 100);
}
