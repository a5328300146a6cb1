import { describe, expect, it } from "vitest";
import {
  PROPERTY_TYPES,
  TYPE_ID,
  findPropertyType,
  isCatalogueTypeId,
  typeLabel,
  typeName,
} from "../../lib/catalogue/property-types";

describe("typeName", () => {
  it("follows the spec's type_id table", () => {
    expect(typeName(1)).toBe("apartment");
    expect(typeName(2)).toBe("house_in_villa");
    expect(typeName(7)).toBe("land");
    expect(typeName(12)).toBe("penthouse");
    expect(typeName(17)).toBe("other");
  });

  it("names every other id house", () => {
    for (const id of [0, 3, 4, 5, 6, 8, 11, 13, 16, 18, 99, -1]) expect(typeName(id)).toBe("house");
  });
});

describe("typeLabel", () => {
  it("gives the Dutch labels", () => {
    expect(typeLabel(1)).toBe("Appartement");
    expect(typeLabel(2)).toBe("Villa");
    expect(typeLabel(7)).toBe("Bouwgrond");
    expect(typeLabel(12)).toBe("Penthouse");
    expect(typeLabel(17)).toBe("Overig");
    expect(typeLabel(3)).toBe("Geschakelde woning");
    expect(typeLabel(4)).toBe("Bungalow");
  });

  it("falls back to Woning for unknown ids", () => {
    expect(typeLabel(5)).toBe("Woning");
    expect(typeLabel(1000)).toBe("Woning");
  });
});

describe("PROPERTY_TYPES", () => {
  it("agrees with typeName and has unique ids", () => {
    const ids = PROPERTY_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of PROPERTY_TYPES) expect(typeName(type.id)).toBe(type.name);
  });

  it("covers every TYPE_ID", () => {
    for (const id of Object.values(TYPE_ID)) {
      expect(findPropertyType(id)?.id).toBe(id);
      expect(isCatalogueTypeId(id)).toBe(true);
    }
    expect(isCatalogueTypeId(5)).toBe(false);
  });
});
