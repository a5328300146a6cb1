/**
 * Property types (type_id). The spec fixes the names: 1 apartment, 2 house_in_villa, 7 land,
 * 12 penthouse, 17 other, anything else house. The catalogue also uses 3 (townhouse) and
 * 4 (bungalow), which are "house" by that rule. Their labels are the `catalogue.type` (one item)
 * and `catalogue.typePlural` (a filter, a heading) messages under `typeKey(id)`. Pure and client-safe.
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

/** The message key of a type's label: one per catalogue type, `house` for any other id. */
export type PropertyTypeKey = keyof typeof TYPE_ID | "house";

export interface PropertyType {
  id: CatalogueTypeId;
  name: PropertyTypeName;
  key: keyof typeof TYPE_ID;
}

/** The types the catalogue uses, in the order a search filter lists them. */
export const PROPERTY_TYPES: readonly PropertyType[] = [
  { id: 1, name: "apartment", key: "apartment" },
  { id: 12, name: "penthouse", key: "penthouse" },
  { id: 2, name: "house_in_villa", key: "villa" },
  { id: 3, name: "house", key: "townhouse" },
  { id: 4, name: "house", key: "bungalow" },
  { id: 7, name: "land", key: "land" },
  { id: 17, name: "other", key: "other" },
];

const NAME_BY_ID: Readonly<Record<number, PropertyTypeName>> = {
  1: "apartment",
  2: "house_in_villa",
  7: "land",
  12: "penthouse",
  17: "other",
};

/** The spec's type name for any type_id; unknown ids are "house". */
export function typeName(typeId: number): PropertyTypeName {
  return NAME_BY_ID[typeId] ?? "house";
}

/** The label's message key: the catalogue type's own, else `house` ("Woning"). */
export function typeKey(typeId: number): PropertyTypeKey {
  return findPropertyType(typeId)?.key ?? "house";
}

export function findPropertyType(typeId: number): PropertyType | undefined {
  return PROPERTY_TYPES.find((type) => type.id === typeId);
}

export function isCatalogueTypeId(value: number): value is CatalogueTypeId {
  return findPropertyType(value) !== undefined;
}
