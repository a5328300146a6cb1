/**
 * The calculator's inputs: one schema for the form (zodResolver) and the arithmetic. The form holds
 * what the visitor typed (Dutch notation: `300.000`, `3,5`); the schema turns it into numbers.
 * Client-safe; Dutch messages at the fields.
 */
import { z } from "zod";
import { fieldMessage, type ValidationKey } from "../i18n/validation";
import { COST_KEYS, type CostKey } from "./costs";
import { TAX_REGIONS } from "./regions";

const MAX_PRICE = 50_000_000;
const MAX_YEARS = 40;
const MAX_INTEREST = 20;
const MAX_COST_RATE = 25;

/** `€ 1.234.567` or `1234567` -> 1234567: dots and spaces group thousands; a comma starts the cents. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[€\s]/gu, "").replace(/\./g, "").replace(",", ".");
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** `3,5` or `3.5` -> 3.5; `%` allowed after it. */
export function parseRate(text: string): number {
  const cleaned = text.replace(/[%\s]/gu, "").replace(",", ".");
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const amount = (required: ValidationKey, max: number, tooHigh: ValidationKey) =>
  z
    .string()
    .trim()
    .min(1, fieldMessage(required))
    .transform(parseAmount)
    .pipe(z.number(fieldMessage("calcAmount")).max(max, fieldMessage(tooHigh)));

const rate = (max: number) =>
  z
    .string()
    .trim()
    .min(1, fieldMessage("calcRateRequired"))
    .transform(parseRate)
    .pipe(z.number(fieldMessage("calcRate")).max(max, fieldMessage("calcRateMax")));

const costRates = Object.fromEntries(COST_KEYS.map((key) => [key, rate(MAX_COST_RATE)])) as Record<CostKey, ReturnType<typeof rate>>;

export const calculatorSchema = z
  .object({
    price: amount("calcPriceRequired", MAX_PRICE, "calcPriceMax").pipe(z.number().min(1, fieldMessage("calcPriceRequired"))),
    own_funds: amount("calcOwnFundsRequired", MAX_PRICE, "calcPriceMax"),
    interest: rate(MAX_INTEREST),
    years: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, fieldMessage("calcYears"))
      .transform(Number)
      .pipe(z.number().min(1, fieldMessage("calcYearsMin")).max(MAX_YEARS, fieldMessage("calcYearsMax"))),
    region: z.enum(TAX_REGIONS, fieldMessage("calcRegion")),
    ...costRates,
  })
  .refine((input) => input.own_funds <= input.price, { path: ["own_funds"], ...fieldMessage("calcOwnFundsAbovePrice") });

/** What the form holds: the text of every field. */
export type CalculatorValues = z.input<typeof calculatorSchema>;
/** The checked numbers. */
export type CalculatorInput = z.output<typeof calculatorSchema>;
