/** Dutch formatting for generated texts, through the app's formatter: "2.500", "€ 10.000". */
import { plainFormat } from "../../catalogue/format";
import { typeKey } from "../../catalogue/property-types";
import { dutchFormatter, dutchTranslator } from "../../i18n/standalone";

const dutch = plainFormat(dutchFormatter);

export function thousands(value: number): string {
  return dutch.count(value);
}

export function euros(amount: number): string {
  return dutch.price(amount);
}

/** "Appartement", "Geschakelde woning": the site's own type labels. */
export function typeLabel(typeId: number): string {
  return dutchTranslator(`catalogue.type.${typeKey(typeId)}`);
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
