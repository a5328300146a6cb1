import { describe, expect, it } from "vitest";
import { freeRegions, type GeoPlace } from "@/lib/franchise/regions";

const places: GeoPlace[] = [
  { id: 1, kind: "region", slug: "costa-del-sol", name: "Costa del Sol", regionId: null },
  { id: 2, kind: "region", slug: "costa-blanca", name: "Costa Blanca", regionId: null },
  { id: 3, kind: "region", slug: "costa-calida", name: "Costa Cálida", regionId: null },
  { id: 4, kind: "region", slug: "costa-brava", name: "Costa Brava", regionId: null },
  { id: 10, kind: "town", slug: "marbella", name: "Marbella", regionId: 1 },
  { id: 20, kind: "town", slug: "torrevieja", name: "Torrevieja", regionId: 2 },
  { id: 21, kind: "town", slug: "benidorm", name: "Benidorm", regionId: 2 },
  { id: 22, kind: "town", slug: "altea", name: "Altea", regionId: 2 },
  { id: 30, kind: "town", slug: "mazarron", name: "Mazarrón", regionId: 3 },
];

describe("free franchise regions", () => {
  it("leaves out a costa a partner has whole, and lists the rest by name", () => {
    const free = freeRegions(places, [1]);
    expect(free.map((region) => region.slug)).toEqual(["costa-blanca", "costa-brava", "costa-calida"]);
    expect(free.every((region) => region.whole)).toBe(true);
  });

  it("keeps a costa with one town taken, without that town, as partly free", () => {
    const blanca = freeRegions(places, [21]).find((region) => region.slug === "costa-blanca");
    expect(blanca).toMatchObject({ whole: false, towns: [{ name: "Altea" }, { name: "Torrevieja" }] });
  });

  it("drops a costa whose every town is taken, and keeps a costa without towns while it is free", () => {
    const free = freeRegions(places, [30, 4]).map((region) => region.slug);
    expect(free).not.toContain("costa-calida");
    expect(free).not.toContain("costa-brava");
    expect(freeRegions(places, []).find((region) => region.slug === "costa-brava")).toMatchObject({ whole: true, towns: [] });
  });
});
