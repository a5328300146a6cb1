/** Delivery dates as buyers read them: "juni 2026". Pure and client-safe. */

const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

/** `2026-06-30` -> "juni 2026"; empty when unknown or malformed. */
export function formatDelivery(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(iso ?? "");
  if (!match) return "";
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : "";
}
