import "server-only";
/**
 * The SQL of a search: WHERE conditions and ORDER BY for the projects table, shared by the result
 * page, the count, the facets and the map markers so they always agree.
 */
import { asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { geo, projects, searchFold } from "../../db/schema";
import { priceCutOrder } from "../badges";
import { madridToday } from "./delivery";
import { FEATURES, isUnset, MATCH_FILTER_NAMES, type Delivery, type Feature, type MatchFilterName, type SearchFilters } from "./filters";
import type { Bounds, Near } from "./filter-values";
import { crossesAntimeridian, EARTH_RADIUS_KM, nearBox } from "./geometry";
import { areaBounds, areaEdges, type AreaPoint } from "./polygon";
import type { GeoFilterIds, MatchKey, PageKey } from "./keys";
import { listedCondition, listedConditionOnAlias } from "../visibility";

function geoConditions(ids: GeoFilterIds): SQL[] {
  const conditions: SQL[] = [];
  if (ids.townId !== undefined) conditions.push(eq(projects.townId, ids.townId));
  if (ids.regionId !== undefined) conditions.push(eq(projects.regionId, ids.regionId));
  if (ids.regionIds !== undefined) conditions.push(ids.regionIds.length > 0 ? inArray(projects.regionId, ids.regionIds) : sql`false`);
  if (ids.provinceId !== undefined) conditions.push(eq(projects.provinceId, ids.provinceId));
  if (ids.countryId !== undefined) conditions.push(eq(projects.countryId, ids.countryId));
  return conditions;
}

function boundsConditions(bounds: Bounds): SQL[] {
  const longitude = crossesAntimeridian(bounds)
    ? or(gte(projects.lng, bounds.west), lte(projects.lng, bounds.east))
    : sql`${projects.lng} between ${bounds.west} and ${bounds.east}`;
  return [sql`${projects.lat} between ${bounds.south} and ${bounds.north}`, longitude as SQL];
}

/**
 * Inside a drawn area: first the box around it (lat/lng ranges the search index answers), then on the
 * rows left the even-odd test of polygon.ts in the same form (the edges a ray east of the point
 * crosses), on the index's own lat/lng: a count stays an index-only scan.
 */
function areaConditions(points: AreaPoint[]): SQL[] {
  const float = (value: number) => sql`${value}::float8`;
  const crossings = areaEdges(points).map(
    (edge) => sql`(${projects.lat} > ${float(edge.latLow)} and ${projects.lat} <= ${float(edge.latHigh)} and ${projects.lng} < ${float(edge.lng0)} + ${float(edge.slope)} * (${projects.lat} - ${float(edge.lat0)}))::int`,
  );
  return [...boundsConditions(areaBounds(points)), sql`(${sql.join(crossings, sql` + `)}) % 2 = 1`];
}

/** Great-circle distance in km from the `near` point (haversine). */
function distanceKm(near: Pick<Near, "lat" | "lng">): SQL<number> {
  const dLat = sql`radians(${projects.lat} - ${near.lat}::float8)`;
  const dLng = sql`radians(${projects.lng} - ${near.lng}::float8)`;
  const h = sql`power(sin(${dLat} / 2), 2) + cos(radians(${near.lat}::float8)) * cos(radians(${projects.lat})) * power(sin(${dLng} / 2), 2)`;
  return sql<number>`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(${h}))))`;
}

/**
 * A category matches a project of that type or one with a unit of that type (an apartment block
 * with penthouses on top is found under penthouses). `unit_type_ids` holds the distinct unit types,
 * so this never reads the units table.
 */
function categoryCondition(cat: number[]): SQL {
  const ids = sql`${`{${cat.map((id) => Math.trunc(id)).join(",")}}`}::integer[]`;
  return sql`(${projects.typeId} = any(${ids}) or ${projects.unitTypeIds} && ${ids})`;
}

/**
 * Free text: a project whose name or developer resembles it word for word (pg_trgm's word
 * similarity on folded text, so accents and small typos do not matter), or that lies in a town or
 * costa so named. One arm per index (the GIN trigram indexes answer `%>`, the places the town and
 * costa indexes): as one OR the planner would read the whole table.
 */
function textCondition(text: string, sitePartnerId: number): SQL {
  const folded = searchFold(sql`${text}::text`);
  const places = sql`any(array(select ${geo.id} from ${geo} where ${searchFold(geo.name)} %> ${folded}))`;
  return sql`${projects.id} in (
    select m.id from projects m where ${listedConditionOnAlias(sitePartnerId)} and search_fold(m.name) %> ${folded}
    union all select m.id from projects m where ${listedConditionOnAlias(sitePartnerId)} and search_fold(m.developer) %> ${folded}
    union all select m.id from projects m where ${listedConditionOnAlias(sitePartnerId)} and (m.town_id = ${places} or m.region_id = ${places}))`;
}

/** How well a project matches free text, 0 to 1: the better of its name and its developer. */
function textRank(text: string): SQL<number> {
  const folded = searchFold(sql`${text}::text`);
  return sql<number>`greatest(word_similarity(${folded}, ${searchFold(projects.name)}), word_similarity(${folded}, ${searchFold(projects.developer)}))`;
}

/** An enum[] parameter from known words (the filter's codec admits nothing else). */
const wordArray = (words: readonly string[], type: "project_status") => sql`${`{${words.join(",")}}`}::${sql.raw(type)}[]`;

/** The bits of `projects.feature_bits` (`project_feature_bits()`, migration 0010) that these features set. */
export function featureMask(features: readonly Feature[]): number {
  return features.reduce((mask, feature) => mask | (1 << FEATURES.indexOf(feature)), 0);
}

/**
 * Delivery by the calendar of Europe/Madrid (`today` is that day, yyyy-mm-dd): ready is key-ready or
 * delivered (date today or earlier); the others are a delivery still to come, by its year. A project
 * that is not key-ready and has no date is in none of them.
 */
export function deliveryCondition(delivery: Delivery, today = madridToday()): SQL {
  const ready = sql`(${projects.status} = 'key_ready' or ${projects.deliveryDate} <= ${today}::date)`;
  if (delivery === "ready") return ready;
  const year = Number(today.slice(0, 4));
  const from = { this_year: year, next_year: year + 1, later: year + 2 }[delivery];
  const coming = sql`${projects.status} <> 'key_ready' and ${projects.deliveryDate} > ${today}::date and ${projects.deliveryDate} >= ${`${from}-01-01`}::date`;
  return delivery === "later" ? sql`(${coming})` : sql`(${coming} and ${projects.deliveryDate} < ${`${from + 1}-01-01`}::date)`;
}

type Clause<K extends MatchFilterName> = (value: NonNullable<SearchFilters[K]>, sitePartnerId: number) => SQL[];

/**
 * One clause per filter that changes which projects match (the `match` filters of `filters.ts`;
 * TypeScript insists on one each). Each is called only when its filter is set.
 */
const FILTER_CLAUSES: { [K in MatchFilterName]: Clause<K> } = {
  q: (text, sitePartnerId) => [textCondition(text, sitePartnerId)],
  cat: (cat) => [categoryCondition(cat)],
  bedrooms: (minimum) => [gte(projects.bedroomsMax, minimum)],
  bathrooms: (minimum) => [gte(projects.bathroomsMax, minimum)],
  // Ranges overlap; a project on request has no price range and drops out of any price search.
  pricefrom: (lowest) => [gte(projects.priceTo, lowest)],
  priceto: (highest) => [lte(projects.priceFrom, highest)],
  // Living and plot areas: ranges overlap, as prices do.
  area_min: (smallest) => [gte(projects.areaMax, smallest)],
  area_max: (largest) => [lte(projects.areaMin, largest)],
  plot_min: (smallest) => [gte(projects.plotMax, smallest)],
  plot_max: (largest) => [lte(projects.plotMin, largest)],
  status: (statuses) => [sql`${projects.status} = any(${wordArray(statuses, "project_status")})`],
  delivery: (delivery) => [deliveryCondition(delivery)],
  // Every chosen feature: a mask over `feature_bits` (bit i is FEATURES[i]), cheap in a count over the whole catalogue.
  features: (features) => {
    const mask = featureMask(features);
    return [sql`(${projects.featureBits} & ${mask}::integer) = ${mask}::integer`];
  },
  beach_max: (metres) => [lte(projects.beachDistanceM, metres)],
  airport_max: (minutes) => [lte(projects.airportMinutes, minutes)],
  energy_label: (labels) => [inArray(projects.energyLabel, labels)],
  bounds: boundsConditions,
  near: (near) => [...boundsConditions(nearBox(near)), lte(distanceKm(near), near.radius_km)],
  area: areaConditions,
  // Chosen (true) lets sold-out projects in: its unset value is the condition, in searchConditions.
  include_sold_out: () => [],
};

/** A project with no unit left to buy: left out of a search unless `include_sold_out`. */
export const soldOut = sql`${projects.unitsAvailable} = 0`;

function clausesOf<K extends MatchFilterName>(name: K, key: MatchKey, sitePartnerId: number): SQL[] {
  const value = key[name];
  return value === null || isUnset(name, value) ? [] : (FILTER_CLAUSES[name] as Clause<K>)(value as NonNullable<SearchFilters[K]>, sitePartnerId);
}

/** Conditions of a search; `geo` null leaves the place out (facets count every place). */
export function searchConditions(key: MatchKey, geo: GeoFilterIds | null, sitePartnerId = 0): SQL[] {
  // A bare `published` (not `= $1`) so the planner can use the partial search index.
  const available = key.include_sold_out ? [] : [sql`not ${soldOut}`];
  return [listedCondition(sitePartnerId), ...available, ...(geo ? geoConditions(geo) : []), ...MATCH_FILTER_NAMES.flatMap((name) => clausesOf(name, key, sitePartnerId))];
}

/** ORDER BY with the id last, so pages never overlap or skip rows; sold-out projects (when listed) last. */
export function searchOrder(key: Pick<PageKey, "sort" | "near"> & Partial<Pick<PageKey, "include_sold_out" | "q">>): SQL[] {
  const order = orderOf(key);
  return key.include_sold_out ? [sql`${soldOut} asc`, ...order] : order;
}

function orderOf(key: Pick<PageKey, "sort" | "near"> & Partial<Pick<PageKey, "q">>): SQL[] {
  switch (key.sort) {
    case "price_asc":
      return [sql`${projects.priceFrom} asc nulls last`, asc(projects.id)];
    case "price_desc":
      return [sql`${projects.priceFrom} desc nulls last`, desc(projects.id)];
    case "newest":
      return [desc(projects.createdAt), desc(projects.id)];
    // Spelled like their indexes (migration 0010), so an unfiltered search reads its first page off them.
    case "price_m2_asc":
      return [sql`${projects.priceM2From} asc nulls last`, asc(projects.id)];
    case "area_desc":
      return [sql`${projects.areaMax} desc nulls last`, sql`${projects.id} desc nulls last`];
    case "delivery_asc":
      return [sql`${projects.deliveryDate} asc nulls last`, asc(projects.id)];
    case "price_cut":
      // Price cuts first; the rest as relevance orders them.
      return [...priceCutOrder(), ...orderOf({ sort: "relevance", near: key.near })];
    default:
      if (key.near) return [asc(distanceKm(key.near)), asc(projects.id)];
      if (key.q) return [sql`${textRank(key.q)} desc`, sql`${projects.featured} desc`, desc(projects.createdAt), desc(projects.id)];
      // Spelled like projects_relevance_idx (nulls last) so an unfiltered search reads it in order.
      return [sql`${projects.featured} desc nulls last`, sql`${projects.createdAt} desc nulls last`, sql`${projects.id} desc nulls last`];
  }
}
