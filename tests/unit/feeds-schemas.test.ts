import { describe, expect, it } from "vitest";
import { TYPE_ID } from "@/lib/catalogue/property-types";
import { readKyeroProperties } from "@/lib/feeds/parser";
import { typeIdOf, validateProperty, type PropertyResult } from "@/lib/feeds/schemas";
import { chunked, feedXml, unitSpecs, type FeedUnitSpec } from "../support/kyero-feed";

async function check(unit: FeedUnitSpec, edit: (xml: string) => string = (xml) => xml): Promise<PropertyResult> {
  for await (const raw of readKyeroProperties(chunked(edit(feedXml([unit]))))) return validateProperty(raw);
  throw new Error("no property");
}

const good = unitSpecs(1)[0]!;

describe("validating a Kyero v3 property", () => {
  it("accepts a good property and maps its fields", async () => {
    const result = await check({ ...good, type: "Villa", plot: 500 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.unit).toMatchObject({ feedId: good.id, ref: good.ref, typeId: TYPE_ID.villa, bedrooms: good.beds, area: good.built, plotArea: 500, priceOnRequest: false, pool: true });
    expect(result.unit.description).toBe(good.descNl);
    expect(result.unit.images).toHaveLength(3);
  });

  it("prefers the Dutch description, then English", async () => {
    const result = await check({ ...good, descNl: undefined });
    expect(result.ok && result.unit.description).toBe("New build home");
  });

  it("reads price x as on request", async () => {
    const result = await check({ ...good, price: "x" });
    expect(result.ok && result.unit).toMatchObject({ price: 0, priceOnRequest: true });
  });

  it("skips bad properties with a reason per field", async () => {
    const bad = await check({ ...good, price: "12,5", lat: 52.37, lng: 4.89, beds: 3 }, (xml) =>
      xml.replace("<currency>EUR</currency>", "<currency>GBP</currency>").replace("<price_freq>sale</price_freq>", "<price_freq>month</price_freq>").replace(/<built>\d+<\/built>/, ""),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.id).toBe(good.id);
    expect(Object.keys(bad.fields).sort()).toEqual(["built", "currency", "latitude", "longitude", "price", "price_freq"]);
    expect(bad.fields.currency).toEqual(["alleen EUR wordt geïmporteerd"]);
    expect(bad.fields.latitude).toEqual(["ligt niet in Spanje"]);
    expect(bad.fields.price_freq![0]).toMatch(/alleen koop/);
  });

  it("names missing fields and refuses resale homes", async () => {
    const missing = await check(good, (xml) => xml.replace(/<town>[^<]*<\/town>/, "").replace(/<id>[^<]*<\/id>/, "").replace("<new_build>1<", "<new_build>0<"));
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.fields.town).toEqual(["ontbreekt"]);
    expect(missing.fields.id).toEqual(["ontbreekt"]);
    expect(missing.fields.new_build![0]).toMatch(/nieuwbouw/);
  });

  it("keeps the first 50 of 10,000 images with a note", async () => {
    const result = await check({ ...good, images: 10_000 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.unit.images).toHaveLength(50);
    expect(result.notes[0]).toMatch(/10000 foto's/);
  });

  it("takes an explicit development from a feature", async () => {
    const result = await check({ ...good, development: undefined }, (xml) => xml.replace("<features>", "<features><feature>Development: Mar Azul</feature>"));
    expect(result.ok && result.unit.development).toBe("Mar Azul");
    expect(result.ok && result.unit.features).not.toContain("Development: Mar Azul");
  });

  it("maps Kyero's types to the catalogue's", () => {
    expect(typeIdOf("Penthouse")).toBe(TYPE_ID.penthouse);
    expect(typeIdOf("Apartment")).toBe(TYPE_ID.apartment);
    expect(typeIdOf("Detached Villa")).toBe(TYPE_ID.villa);
    expect(typeIdOf("Town House")).toBe(TYPE_ID.townhouse);
    expect(typeIdOf("Bungalow")).toBe(TYPE_ID.bungalow);
    expect(typeIdOf("Plot")).toBe(TYPE_ID.land);
    expect(typeIdOf("Commercial")).toBe(TYPE_ID.other);
  });
});
