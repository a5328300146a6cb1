/** The project card of DESIGN.md section 5: what lists, favorites and comparisons show. Client-safe. */
import type { PropertyTypeName } from "./property-types";

export interface ProjectCard {
  id: number;
  slug: string;
  name: string;
  /** The project page on the calling site. */
  url: string;
  type_id: number;
  type: PropertyTypeName;
  /** Label: the `catalogue.status` message. */
  status: "off_plan" | "under_construction" | "key_ready";
  town: string;
  region: string;
  province: string;
  country: string;
  /** "town, region, country" (tracking splits it). */
  geoname: string;
  lat: number;
  lng: number;
  price_from: number | null;
  price_to: number | null;
  price_on_request: boolean;
  vat: boolean;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  bathrooms_min: number | null;
  bathrooms_max: number | null;
  area_min: number | null;
  area_max: number | null;
  /** Lowest price per m² of living area (whole euros) among the available units with a price. */
  price_m2_from: number | null;
  image: string | null;
  units_available: number;
  /** No unit left to buy (`units_available` 0): marked "Uitverkocht", listed last and only on request. */
  sold_out: boolean;
  /** How many photos the project page shows. */
  photos: number;
  /** ISO date (yyyy-mm-dd) of delivery, when known. */
  delivery: string | null;
  /** Published in the last 14 days: the "Nieuw" badge. */
  is_new: boolean;
  /** The old "from" price, struck through beside "Prijs verlaagd", when it went down in the last 30 days. */
  price_was: number | null;
}

export function projectPath(project: { id: number; slug: string }): string {
  return `/for-sale/${project.id}-${project.slug}`;
}
