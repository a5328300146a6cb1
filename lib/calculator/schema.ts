/**
 * The calculator's inputs: one schema for the form (zodResolver) and the arithmetic. The form holds
 * what the visitor typed (Dutch notation: `300.000`, `3,5`); the schema turns it into numbers.
 * Client-safe; Dutch messages at the fields.
 */
import { z } from "zod";
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

const amount = (required: string, max: number, tooHigh: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform(parseAmount)
    .pipe(z.number({ error: "vul een bedrag in, bijvoorbeeld 250.000" }).max(max, tooHigh));

const rate = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "vul een percentage in")
    .transform(parseRate)
    .pipe(z.number({ error: "vul een percentage in, bijvoorbeeld 3,5" }).max(max, `hoogstens ${max} %`));

const costRates = Object.fromEntries(COST_KEYS.map((key) => [key, rate(MAX_COST_RATE)])) as Record<CostKey, ReturnType<typeof rate>>;

export const calculatorSchema = z
  .object({
    price: amount("vul een koopprijs in", MAX_PRICE, "hoogstens € 50.000.000").pipe(z.number().min(1, "vul een koopprijs in")),
    own_funds: amount("vul uw eigen geld in (0 mag)", MAX_PRICE, "hoogstens € 50.000.000"),
    interest: rate(MAX_INTEREST),
    years: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, "vul een looptijd in hele jaren in")
      .transform(Number)
      .pipe(z.number().min(1, "minimaal 1 jaar").max(MAX_YEARS, `hoogstens ${MAX_YEARS} jaar`)),
    region: z.enum(TAX_REGIONS, "kies een regio"),
    ...costRates,
  })
  .refine((input) => input.own_funds <= input.price, { path: ["own_funds"], message: "uw eigen geld is hoger dan de koopprijs" });

/** What the form holds: the text of every field. */
export type CalculatorValues = z.input<typeof calculatorSchema>;
/** The checked numbers. */
export type CalculatorInput = z.output<typeof calculatorSchema>;
