import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, projectJsonLd, serializeJsonLd, summarize, type ProjectJsonLdInput } from "@/lib/catalogue/project/json-ld";

const base: ProjectJsonLdInput = {
  url: "https://example.nl/demo/for-sale/7-mirador",
  name: "Mirador",
  description: "Mooi project.",
  images: ["https://example.nl/media/projects/7/1-apartment.svg"],
  type_id: 1,
  town: "Orihuela Costa",
  province: "Alicante",
  region: "Costa Blanca",
  country: "Spanje",
  lat: 37.93,
  lng: -0.76,
  price_from: 172000,
  price_to: 352000,
  price_on_request: false,
  units_total: 12,
  units_available: 6,
};

describe("project JSON-LD", () => {
  it("describes an apartment project as ApartmentComplex with address, geo and an AggregateOffer in EUR", () => {
    const data = projectJsonLd(base);
    expect(data["@type"]).toEqual(["ApartmentComplex", "Product"]);
    expect(data.address).toEqual({ "@type": "PostalAddress", addressLocality: "Orihuela Costa", addressRegion: "Alicante", addressCountry: "ES" });
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 37.93, longitude: -0.76 });
    expect(data.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "EUR", lowPrice: 172000, highPrice: 352000, offerCount: 6, availability: "https://schema.org/InStock" });
    expect(data.numberOfAccommodationUnits).toEqual({ "@type": "QuantitativeValue", value: 12 });
  });

  it("uses Residence for villas and houses, and leaves the offer out when the price is on request or unknown", () => {
    const villa = projectJsonLd({ ...base, type_id: 2 });
    expect(villa["@type"]).toEqual(["Residence", "Product"]);
    expect(villa).not.toHaveProperty("numberOfAccommodationUnits");
    expect(projectJsonLd({ ...base, price_on_request: true })).not.toHaveProperty("offers");
    expect(projectJsonLd({ ...base, price_from: null })).not.toHaveProperty("offers");
    expect(projectJsonLd({ ...base, price_to: null }).offers).toMatchObject({ lowPrice: 172000, highPrice: 172000 });
    expect(projectJsonLd({ ...base, units_available: 0 }).offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
  });

  it("lists the breadcrumb trail with positions", () => {
    const trail = breadcrumbJsonLd([
      { name: "Home", url: "https://example.nl/demo" },
      { name: "Costa Blanca", url: "https://example.nl/demo/search/spanje/costa-blanca" },
    ]);
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.nl/demo" },
        { "@type": "ListItem", position: 2, name: "Costa Blanca", item: "https://example.nl/demo/search/spanje/costa-blanca" },
      ],
    });
  });

  it("serialises without a raw `<`, so a description cannot close the script tag, and parses back", () => {
    const data = projectJsonLd({ ...base, description: "</script><script>alert(1)</script> \u2028" });
    const text = serializeJsonLd([data]);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)[0].description).toBe("</script><script>alert(1)</script> \u2028");
  });
});

describe("meta description", () => {
  it("takes the first paragraph and cuts at a word", () => {
    expect(summarize("Kort.\n\nTweede alinea.")).toBe("Kort.");
    const long = `${"woord ".repeat(60)}einde`;
    const cut = summarize(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("woord…")).toBe(true);
    expect(summarize("")).toBe("");
  });
});
