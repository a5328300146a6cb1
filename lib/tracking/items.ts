/**
 * GA4 e-commerce items from a project card or page (spec section 3: "Property or project (as read by
 * tracking)"). Pure and client-safe: the browser builds the events it pushes from these.
 */

/** What tracking reads of a project: the card's fields. */
export interface TrackableProject {
  id: number;
  name: string;
  type_id: number;
  /** "town, region, country", as the card carries it; parts may be missing or padded. */
  geoname: string;
  price_from: number | null;
  price_to: number | null;
}

export type ItemCategory = "apartment" | "house_in_villa" | "land" | "penthouse" | "other" | "house";

const CATEGORY_BY_TYPE: Record<number, ItemCategory> = { 1: "apartment", 2: "house_in_villa", 7: "land", 12: "penthouse", 17: "other" };

/** type_id -> item_category: 1 apartment, 2 house_in_villa, 7 land, 12 penthouse, 17 other, anything else house. */
export function itemCategory(typeId: number): ItemCategory {
  return CATEGORY_BY_TYPE[typeId] ?? "house";
}

export interface Place {
  town?: string;
  region?: string;
  country?: string;
}

/** "Marbella, Costa del Sol, Spanje" -> town, region, country; empty or missing parts are left out. */
export function placeOf(geoname: string): Place {
  // By position: an empty part leaves its field out without shifting the others.
  const [town, region, country] = geoname.split(",").map((part) => part.trim());
  return { ...(town ? { town } : {}), ...(region ? { region } : {}), ...(country ? { country } : {}) };
}

export interface TrackingItem extends Place {
  item_id: string;
  item_name: string;
  item_category: ItemCategory;
  currency: "EUR";
  /** The lower price of a range; absent when the price is on request. */
  price?: number;
  price_from?: number;
  price_to?: number;
  index?: number;
}

export function trackingItem(project: TrackableProject, index?: number): TrackingItem {
  const low = project.price_from ?? project.price_to;
  const range = project.price_from !== null && project.price_to !== null && project.price_to > project.price_from;
  return {
    item_id: String(project.id),
    item_name: project.name,
    item_category: itemCategory(project.type_id),
    ...placeOf(project.geoname),
    currency: "EUR",
    ...(low !== null && low > 0 ? { price: low } : {}),
    ...(range ? { price_from: project.price_from!, price_to: project.price_to! } : {}),
    ...(index !== undefined ? { index } : {}),
  };
}

/** The fields of a card tracking needs (keeps the page payload small). */
export function trackable(project: TrackableProject): TrackableProject {
  const { id, name, type_id, geoname, price_from, price_to } = project;
  return { id, name, type_id, geoname, price_from, price_to };
}
