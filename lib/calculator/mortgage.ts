/** Annuity mortgage arithmetic. Pure and client-safe. */

/**
 * The fixed monthly payment that repays `principal` in `years` at a yearly nominal rate of
 * `annualRatePercent` (monthly rate = yearly / 12): P·r / (1 − (1 + r)^−n); at 0 % simply P / n.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** What the loan costs in interest over its whole term. */
export function totalInterest(principal: number, annualRatePercent: number, years: number): number {
  if (principal <= 0) return 0;
  return monthlyPayment(principal, annualRatePercent, years) * Math.round(years * 12) - principal;
}
