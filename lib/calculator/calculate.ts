/** The calculator's result from checked inputs: loan, monthly payment, each cost line and the totals. Pure and client-safe. */
import { COST_KEYS, costAmount, defaultCostRules, type CostKey } from "./costs";
import { monthlyPayment, totalInterest } from "./mortgage";
import type { CalculatorInput } from "./schema";

export interface CostLine {
  key: CostKey;
  rate: number;
  amount: number;
  estimate: boolean;
}

export interface CalculatorResult {
  loan: number;
  monthly: number;
  interest: number;
  lines: CostLine[];
  costs: number;
  /** Own funds plus every cost: what the buyer brings without the bank ("benodigd eigen geld"). */
  ownMoneyNeeded: number;
  /** Price plus costs. */
  total: number;
}

/** Loan = price − own funds (costs are paid from own money, as Spanish banks rarely lend them). */
export function calculate(input: CalculatorInput): CalculatorResult {
  const loan = Math.max(input.price - input.own_funds, 0);
  const rules = defaultCostRules(input.region);
  const lines = COST_KEYS.map((key) => {
    const rule = { ...rules[key], rate: input[key] };
    return { key, rate: rule.rate, amount: costAmount(input.price, rule), estimate: rule.estimate };
  });
  const costs = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    loan,
    monthly: monthlyPayment(loan, input.interest, input.years),
    interest: totalInterest(loan, input.interest, input.years),
    lines,
    costs,
    ownMoneyNeeded: input.own_funds + costs,
    total: input.price + costs,
  };
}
