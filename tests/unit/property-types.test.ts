import { describe, expect, it } from "vitest";
import { PROPERTY_TYPES, TYPE_ID, findPropertyType, isCatalogueTypeId, typeKey, typeName } from "../../lib/catalogue/property-types";
import messages from "../../messages/nl.json";

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

describe("typeKey", () => {
  it("gives each catalogue type its own label, with the Dutch texts in nl.json", () => {
    const label = (id: number) => messages.catalogue.type[typeKey(id)];
    expect(label(1)).toBe("Appartement");
    expect(label(2)).toBe("Villa");
    expect(label(7)).toBe("Bouwgrond");
    expect(label(12)).toBe("Penthouse");
    expect(label(17)).toBe("Overig");
    expect(label(3)).toBe("Geschakelde woning");
    expect(label(4)).toBe("Bungalow");
  });

  it("falls back to Woning for unknown ids", () => {
    expect(typeKey(5)).toBe("house");
    expect(messages.catalogue.type[typeKey(1000)]).toBe("Woning");
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

  it("has a filter label in the messages for every type", () => {
    for (const type of PROPERTY_TYPES) expect(messages.catalogue.typePlural[type.key]).toEqual(expect.any(String));
  });
});
