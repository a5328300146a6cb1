/** Display formatting of the project page. Pure and client-safe (no Intl locale data: server and browser agree). */

const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

/** `2027-09-01` -> `september 2027`; empty for a missing or malformed date. */
export function formatDelivery(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})/.exec(iso ?? "");
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : "";
}

/** `36,5101° N, 4,8825° W` (Dutch decimal comma, four decimals: about 10 m). */
export function formatCoordinates(lat: number, lng: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4).replace(".", ",")}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, "N", "Z")}, ${part(lng, "O", "W")}`;
}

/** A Google Maps search for the coordinates (opens the app on phones). */
export function googleMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** `"Prijslijst", "Plattegronden", "Brochure"` -> `prijslijst, plattegronden en brochure`. */
export function joinTitles(titles: readonly string[]): string {
  const words = [...new Set(titles.map((title) => title.toLowerCase()))];
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} en ${words.at(-1)}`;
}
