import { describe, expect, it } from "vitest";
import { accountEvent, generateLead, searchEvent, searchTerm, viewItem, viewItemList, wishlistChange } from "@/lib/tracking/events";
import { itemCategory, placeOf, trackingItem, type TrackableProject } from "@/lib/tracking/items";

const project = (overrides: Partial<TrackableProject> = {}): TrackableProject => ({
  id: 7,
  name: "Villas Blue Bay",
  type_id: 2,
  geoname: "Marbella, Costa del Sol, Spanje",
  price_from: 450_000,
  price_to: 780_000,
  ...overrides,
});

describe("tracking items", () => {
  it("maps every type_id the spec names, and anything else to house", () => {
    expect(itemCategory(1)).toBe("apartment");
    expect(itemCategory(2)).toBe("house_in_villa");
    expect(itemCategory(7)).toBe("land");
    expect(itemCategory(12)).toBe("penthouse");
    expect(itemCategory(17)).toBe("other");
    for (const other of [0, 3, 4, 5, 99, -1]) expect(itemCategory(other), String(other)).toBe("house");
  });

  it("reads town, region and country from geoname, whatever its shape", () => {
    expect(placeOf("Marbella, Costa del Sol, Spanje")).toEqual({ town: "Marbella", region: "Costa del Sol", country: "Spanje" });
    expect(placeOf("  Altea ,Costa Blanca  ,  Spanje ")).toEqual({ town: "Altea", region: "Costa Blanca", country: "Spanje" });
    expect(placeOf("Altea, Costa Blanca")).toEqual({ town: "Altea", region: "Costa Blanca" });
    expect(placeOf("Altea")).toEqual({ town: "Altea" });
    expect(placeOf("Altea,, Spanje")).toEqual({ town: "Altea", country: "Spanje" });
    expect(placeOf("Altea, Costa Blanca, Spanje, extra")).toEqual({ town: "Altea", region: "Costa Blanca", country: "Spanje" });
    expect(placeOf("")).toEqual({});
    expect(placeOf(" , ,")).toEqual({});
  });

  it("prices an item at the lower price of its range and keeps the range", () => {
    expect(trackingItem(project())).toEqual({
      item_id: "7",
      item_name: "Villas Blue Bay",
      item_category: "house_in_villa",
      town: "Marbella",
      region: "Costa del Sol",
      country: "Spanje",
      currency: "EUR",
      price: 450_000,
      price_from: 450_000,
      price_to: 780_000,
    });
    expect(trackingItem(project({ price_to: 450_000 }))).not.toHaveProperty("price_from");
    expect(trackingItem(project({ price_from: null, price_to: null }))).not.toHaveProperty("price");
    expect(trackingItem(project({ price_from: 0, price_to: 0 }))).not.toHaveProperty("price");
    expect(trackingItem(project({ price_from: null, price_to: 300_000 })).price).toBe(300_000);
    expect(trackingItem(project(), 3).index).toBe(3);
  });
});

describe("tracking events", () => {
  it("build the GA4 e-commerce events", () => {
    expect(viewItem(project())).toMatchObject({ event: "view_item", ecommerce: { currency: "EUR", value: 450_000, items: [{ item_id: "7" }] } });
    const list = viewItemList("search", "Nieuwbouw", [project(), project({ id: 8 })]);
    expect(list).toMatchObject({ event: "view_item_list", ecommerce: { item_list_id: "search", items: [{ item_id: "7", index: 0 }, { item_id: "8", index: 1 }] } });
    expect(wishlistChange(project(), true).event).toBe("add_to_wishlist");
    expect(wishlistChange(project(), false).event).toBe("remove_from_wishlist");
    expect(searchEvent("Marbella", { cat: [2] })).toEqual({ event: "search", search_term: "Marbella", filters: { cat: [2] } });
    expect(generateLead("viewing", 7)).toEqual({ event: "generate_lead", lead_kind: "viewing", project_id: "7" });
    expect(generateLead("contact", null)).toEqual({ event: "generate_lead", lead_kind: "contact" });
    expect(accountEvent("sign_up")).toEqual({ event: "sign_up", method: "email" });
  });

  it("report the text a visitor typed as the search term, else the place", () => {
    expect(searchTerm("marbela", "")).toBe("marbela");
    expect(searchTerm(" marbela ", "Marbella")).toBe("marbela");
    expect(searchTerm(null, "Marbella")).toBe("Marbella");
    expect(searchTerm("  ", "")).toBe("");
  });
});
