/** Dutch number formatting for generated texts, without locale data: "2.500", "€ 10.000". */
export function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

export function euros(amount: number): string {
  return `€ ${thousands(amount)}`;
}
