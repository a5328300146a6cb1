/** Dutch number formatting for generated texts, without locale data: "2.500", "€ 10.000". */
export function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

export function euros(amount: number): string {
  return `€ ${thousands(amount)}`;
}

/** "1 slaapkamer", "3 badkamers". */
export function count(value: number, singular: string, plural: string): string {
  return `${value} ${value === 1 ? singular : plural}`;
}

/** Bedrooms of a project in words: "2 tot 3 slaapkamers", "1 slaapkamer", studios as "een open indeling". */
export function bedroomRange(min: number | null, max: number | null): string {
  if (min === null || max === null || max === 0) return "een open indeling";
  if (min === 0) return `een open indeling of ${count(max, "slaapkamer", "slaapkamers")}`;
  return min === max ? count(min, "slaapkamer", "slaapkamers") : `${min} tot ${max} slaapkamers`;
}
