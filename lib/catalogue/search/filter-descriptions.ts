/**
 * What each search filter means, for API readers (the OpenAPI document), in English; the bounds come
 * from the filter's value in `filters.ts`. Kept out of that table because the browser runs the table
 * and never shows these words (they were most of a kilobyte of every search page's script).
 * TypeScript asks for one per filter.
 */
import { AIRPORT_REACH_KM, AVERAGE_SPEED_KMH, ROAD_FACTOR } from "../airports";
import { AREA_POINTS } from "./polygon";
import { DEFAULT_MAX_PRICE, NEAR_RADIUS_KM, ROOM_CAP, type FilterName } from "./filters";

export const FILTER_DESCRIPTIONS: { readonly [K in FilterName]: string } = {
  q: "Free text: a project, developer or place name, accents and small typos ignored; relevance then ranks by how well it matches",
  cat: "Property types (type_id): a project of that type or with a unit of that type",
  esGeo: "Place slugs: `country`, a costa (`region`) or a `province`, and a `town`",
  bedrooms: `Minimum number of bedrooms; more than ${ROOM_CAP} counts as ${ROOM_CAP}`,
  bathrooms: `Minimum number of bathrooms; more than ${ROOM_CAP} counts as ${ROOM_CAP}`,
  pricefrom: "Lowest price in whole euros: the project's price range overlaps the range asked for",
  priceto: `Highest price in whole euros; ${DEFAULT_MAX_PRICE} when only \`pricefrom\` is set`,
  area_min: "Smallest living area in m²: the project's range of living areas reaches it",
  area_max: "Largest living area in m²: the project has a home this small or smaller",
  plot_min: "Smallest plot in m²: the project's range of plot areas reaches it (projects without plots never match)",
  plot_max: "Largest plot in m²: the project has a plot this small or smaller (projects without plots never match)",
  status: "Build status: any of these",
  delivery: "Delivery, by the calendar of Europe/Madrid: `ready` (key-ready, or the delivery date is today or past), or a delivery still to come `this_year`, `next_year` or `later`",
  features: "Features the project has, all of them (read from its amenities)",
  energy_label: "Energy label of the project (the best of its homes'): any of these; projects without one never match",
  beach_max: "Distance to the beach in metres, at most",
  airport_max: `Estimated drive to the nearest airport (Málaga, Almería, Región de Murcia, Alicante) in minutes, at most: the straight line times ${ROAD_FACTOR} at ${AVERAGE_SPEED_KMH} km/h, in steps of 5 minutes; projects more than ${AIRPORT_REACH_KM} km from every airport never match`,
  bounds: "A map area; `west` greater than `east` crosses the antimeridian",
  near: `Within \`radius_km\` (default ${NEAR_RADIUS_KM.default}) of a point; relevance then sorts by distance`,
  area: `A drawn area: ${AREA_POINTS.min} to ${AREA_POINTS.max} \`[lat, lng]\` points of a simple polygon, in order, on a flat plane of degrees (never across the antimeridian), rounded to 5 decimals; only projects inside it. Repeated points and a closing point equal to the first are dropped; an outline that crosses or touches itself is refused (400)`,
  include_sold_out: "Also list sold-out projects (no unit available); they come after the others in every order",
  sort: "Order of the results; `price_m2_asc`: lowest price per m² first; `area_desc`: largest living area first; `delivery_asc`: earliest delivery date first; `price_cut`: projects whose price went down in the last 30 days first (the most recent cut, then the largest). Projects without the value sorted on come after those with it",
  page: "Page number, from 1",
  per_page: "Results per page",
};
