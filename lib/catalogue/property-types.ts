/**
 * Property types (type_id). The spec fixes the names: 1 apartment, 2 house_in_villa, 7 land,
 * 12 penthouse, 17 other, anything else house. The catalogue also uses 3 (townhouse) and
 * 4 (bungalow), which are "house" by that rule. Pure and client-safe.
 */

export type PropertyTypeName = "apartment" | "house_in_villa" | "land" | "penthouse" | "other" | "house";

export const TYPE_ID = {
  apartment: 1,
  villa: 2,
  townhouse: 3,
  bungalow: 4,
  land: 7,
  penthouse: 12,
  other: 17,
} as const;

export type CatalogueTypeId = (typeof TYPE_ID)[keyof typeof TYPE_ID];

export interface PropertyType {
  id: CatalogueTypeId;
  name: PropertyTypeName;
  /** Dutch label for one item ("Appartement"). */
  label: string;
  /** Dutch label for a filter or a heading ("Appartementen"). */
  pluralLabel: string;
}

/** The types the catalogue uses, in the order a search filter lists them. */
export const PROPERTY_TYPES: readonly PropertyType[] = [
  { id: 1, name: "apartment", label: "Appartement", pluralLabel: "Appartementen" },
  { id: 12, name: "penthouse", label: "Penthouse", pluralLabel: "Penthouses" },
  { id: 2, name: "house_in_villa", label: "Villa", pluralLabel: "Villa's" },
  { id: 3, name: "house", label: "Geschakelde woning", pluralLabel: "Geschakelde woningen" },
  { id: 4, name: "house", label: "Bungalow", pluralLabel: "Bungalows" },
  { id: 7, name: "land", label: "Bouwgrond", pluralLabel: "Bouwgronden" },
  { id: 17, name: "other", label: "Overig", pluralLabel: "Overig" },
];

const NAME_BY_ID: Readonly<Record<number, PropertyTypeName>> = {
  1: "apartment",
  2: "house_in_villa",
  7: "land",
  12: "penthouse",
  17: "other",
};

const LABEL_BY_NAME: Readonly<Record<PropertyTypeName, string>> = {
  apartment: "Appartement",
  house_in_villa: "Villa",
  land: "Bouwgrond",
  penthouse: "Penthouse",
  other: "Overig",
  house: "Woning",
};

/** The spec's type name for any type_id; unknown ids are "house". */
export function typeName(typeId: number): PropertyTypeName {
  return NAME_BY_ID[typeId] ?? "house";
}

/** Dutch label: the catalogue's own label when the id is known, else the label of its type name. */
export function typeLabel(typeId: number): string {
  return findPropertyType(typeId)?.label ?? LABEL_BY_NAME[typeName(typeId)];
}

export function findPropertyType(typeId: number): PropertyType | undefined {
  return PROPERTY_TYPES.find((type) => type.id === typeId);
}

export function isCatalogueTypeId(value: number): value is CatalogueTypeId {
  return findPropertyType(value) !== undefined;
}
