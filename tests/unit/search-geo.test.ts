import { describe, expect, it } from "vitest";
import { tallyGeoFacets } from "@/lib/catalogue/search/facet-tally";
import { buildGeoIndex, foldName, matchGeoByName, resolveInIndex, selectionFor, type GeoRow } from "@/lib/catalogue/search/geo-match";
import { geoFilterIds } from "@/lib/catalogue/search/keys";

const place = (id: number, kind: GeoRow["kind"], slug: string, name: string, parents: Partial<GeoRow> = {}): GeoRow => ({
  id, kind, slug, name, countryId: kind === "country" ? null : 1, regionId: null, provinceId: null, lat: 36 + id / 100, lng: -4, ...parents,
});

const index = buildGeoIndex([
  place(1, "country", "spanje", "Spanje"),
  place(2, "region", "costa-del-sol", "Costa del Sol"),
  place(3, "region", "costa-blanca", "Costa Blanca"),
  place(4, "province", "malaga", "Málaga"),
  place(5, "province", "alicante", "Alicante"),
  place(6, "town", "malaga", "Málaga", { regionId: 2, provinceId: 4 }),
  place(7, "town", "benalmadena", "Benalmádena", { regionId: 2, provinceId: 4 }),
  place(8, "town", "torrevieja", "Torrevieja", { regionId: 3, provinceId: 5 }),
  place(9, "town", "san-miguel", "San Miguel de Salinas", { regionId: 3, provinceId: 5 }),
]);

describe("resolveInIndex", () => {
  it("resolves an empty selection to nothing selected", () => {
    expect(resolveInIndex(index, {})).toEqual({ country: null, region: null, province: null, town: null, selection: {}, place: null });
  });

  it("fills in the costa, province and country of a town given alone", () => {
    const geo = resolveInIndex(index, { town: "torrevieja" });
    expect(geo?.selection).toEqual({ country: "spanje", region: "costa-blanca", town: "torrevieja" });
    expect(geo).toMatchObject({ region: { id: 3 }, province: { id: 5 }, country: { id: 1 }, place: { name: "Torrevieja" } });
  });

  it("keeps a province path as a province path", () => {
    expect(resolveInIndex(index, { country: "spanje", province: "malaga", town: "benalmadena" })?.selection).toEqual({
      country: "spanje", province: "malaga", town: "benalmadena",
    });
  });

  it("tells a town and a province with the same slug apart by kind", () => {
    expect(resolveInIndex(index, { province: "malaga" })?.place?.id).toBe(4);
    expect(resolveInIndex(index, { region: "costa-del-sol", town: "malaga" })?.place?.id).toBe(6);
  });

  it("answers null for unknown slugs and places that do not belong together", () => {
    expect(resolveInIndex(index, { region: "costa-brava" })).toBeNull();
    expect(resolveInIndex(index, { country: "portugal" })).toBeNull();
    expect(resolveInIndex(index, { region: "costa-blanca", town: "benalmadena" })).toBeNull();
    expect(resolveInIndex(index, { province: "alicante", town: "malaga" })).toBeNull();
    expect(resolveInIndex(index, { region: "costa-del-sol", province: "alicante" })).toBeNull();
  });
});

describe("geoFilterIds", () => {
  it("filters on the narrowest level selected", () => {
    const ids = (selection: Parameters<typeof resolveInIndex>[1]) => geoFilterIds(resolveInIndex(index, selection)!, index);
    expect(ids({ region: "costa-del-sol", town: "malaga" })).toEqual({ regionId: 2, townId: 6 });
    expect(ids({ province: "malaga", town: "malaga" })).toEqual({ regionId: 2, townId: 6 });
    expect(ids({ country: "spanje", region: "costa-blanca" })).toEqual({ regionId: 3 });
    expect(ids({ province: "alicante" })).toEqual({ provinceId: 5, regionIds: [3] });
    expect(ids({ region: "costa-blanca", province: "alicante" })).toEqual({ regionId: 3, provinceId: 5 });
    expect(ids({ country: "spanje" })).toEqual({ countryId: 1 });
    expect(ids({})).toEqual({});
  });
});

describe("matchGeoByName", () => {
  const names = (query: string) => matchGeoByName(index, query, 10).map(({ row }) => `${row.kind}:${row.slug}`);

  it("folds accents, case and punctuation", () => {
    expect(foldName("  Benalmádena ")).toBe("benalmadena");
    expect(foldName("San-Miguel de Salinas")).toBe("san miguel de salinas");
  });

  it("finds Málaga as province and town when typed without the accent", () => {
    expect(names("malaga")).toEqual(["province:malaga", "town:malaga"]);
    expect(names("MÁLAGA")).toEqual(["province:malaga", "town:malaga"]);
  });

  it("ranks exact and prefix matches before words and substrings", () => {
    expect(names("costa")).toEqual(["region:costa-blanca", "region:costa-del-sol"]);
    expect(names("miguel")).toEqual(["town:san-miguel"]);
    expect(names("vieja")).toEqual(["town:torrevieja"]);
    expect(names("")).toEqual([]);
    expect(matchGeoByName(index, "a", 2)).toHaveLength(2);
  });

  it("gives a town its costa as context and a click selection under that costa", () => {
    const [hit] = matchGeoByName(index, "torrevieja", 5);
    expect(hit?.context).toBe("Costa Blanca");
    expect(selectionFor(index, hit!.row)).toEqual({ country: "spanje", region: "costa-blanca", town: "torrevieja" });
    expect(selectionFor(index, index.byId.get(5)!)).toEqual({ country: "spanje", province: "alicante" });
  });
});

describe("tallyGeoFacets", () => {
  const counts = [
    { countryId: 1, regionId: 2, provinceId: 4, townId: 6, count: 5 },
    { countryId: 1, regionId: 2, provinceId: 4, townId: 7, count: 2 },
    { countryId: 1, regionId: 3, provinceId: 5, townId: 8, count: 4 },
  ];

  it("sums towns up to every level and lists every costa and province", () => {
    const facets = tallyGeoFacets(index, counts, null);
    expect(facets.countries).toEqual([expect.objectContaining({ slug: "spanje", count: 11 })]);
    expect(facets.regions.map((f) => [f.slug, f.count])).toEqual([["costa-blanca", 4], ["costa-del-sol", 7]]);
    expect(facets.provinces.map((f) => [f.slug, f.count])).toEqual([["alicante", 4], ["malaga", 7]]);
    expect(facets.towns).toEqual([]);
  });

  it("lists the towns of the selected costa, zero counts included, by name", () => {
    const towns = tallyGeoFacets(index, counts, { regionId: 3 }).towns;
    expect(towns.map((f) => [f.slug, f.count])).toEqual([["san-miguel", 0], ["torrevieja", 4]]);
    expect(towns[1]).toMatchObject({ name: "Torrevieja", lat: 36.08, lng: -4 });
  });
});
