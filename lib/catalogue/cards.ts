import "server-only";
/** Project cards straight from the projects table and its geo names (one query, no per-row look-ups). */
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { badgeColumns } from "./badges";
import { cachedCatalogueRead, LISTINGS_TAG } from "./cache";
import { db } from "../db/client";
import { projects } from "../db/schema";
import { sitePath, type Site } from "../site/site";
import { projectPath, type ProjectCard } from "./card";
import { typeName } from "./property-types";
import { country, province, region, publishedWithPlaces, town } from "./published";


/** The derived ranges every project listing shows (cards, detail, search pages) in one place. */
export const projectSummaryColumns = {
  priceFrom: projects.priceFrom,
  priceTo: projects.priceTo,
  priceOnRequest: projects.priceOnRequest,
  vat: projects.vat,
  bedroomsMin: projects.bedroomsMin,
  bedroomsMax: projects.bedroomsMax,
  bathroomsMin: projects.bathroomsMin,
  bathroomsMax: projects.bathroomsMax,
  areaMin: projects.areaMin,
  areaMax: projects.areaMax,
  priceM2From: projects.priceM2From,
  ...badgeColumns,
};

/** How many photos a project has, counted in the database (lists fetch only the first photo). */
export const photoCount = sql<number>`jsonb_array_length(${projects.images})`.mapWith(Number);

export const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  typeId: projects.typeId,
  status: projects.status,
  town: town.name,
  region: region.name,
  province: province.name,
  country: country.name,
  lat: projects.lat,
  lng: projects.lng,
  ...projectSummaryColumns,
  images: projects.images,
  photos: photoCount,
  unitsAvailable: projects.unitsAvailable,
  deliveryDate: projects.deliveryDate,
};

/** Selects card rows with their geo names joined in. */
export async function selectCards(where: SQL | undefined, options: { limit: number; offset?: number; orderBy?: SQL[]; sitePartnerId?: number }) {
  const database = await db();
  return publishedWithPlaces(database.select(cardColumns).from(projects).$dynamic(), where, options.sitePartnerId)
    .orderBy(...(options.orderBy ?? [desc(projects.featured), desc(projects.createdAt)]))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toProjectCard(row: CardRow, site: Pick<Site, "basePath">): ProjectCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: sitePath(site, projectPath(row)),
    type_id: row.typeId,
    type: typeName(row.typeId),
    status: row.status,
    town: row.town,
    region: row.region,
    province: row.province,
    country: row.country,
    geoname: [row.town, row.region, row.country].join(", "),
    lat: row.lat,
    lng: row.lng,
    price_from: row.priceFrom,
    price_to: row.priceTo,
    price_on_request: row.priceOnRequest,
    vat: row.vat,
    bedrooms_min: row.bedroomsMin,
    bedrooms_max: row.bedroomsMax,
    bathrooms_min: row.bathroomsMin,
    bathrooms_max: row.bathroomsMax,
    area_min: row.areaMin,
    area_max: row.areaMax,
    price_m2_from: row.priceM2From,
    image: row.images[0] ?? null,
    units_available: row.unitsAvailable,
    sold_out: row.unitsAvailable === 0,
    photos: row.photos,
    delivery: row.deliveryDate,
    is_new: row.isNew,
    price_was: row.priceWas,
  };
}

const readFeatured = cachedCatalogueRead(async (regionIds: number[], limit: number) => {
  const inRegions = regionIds.length > 0 ? inArray(projects.regionId, regionIds) : undefined;
  return selectCards(and(eq(projects.featured, true), inRegions), { limit });
}, ["featured-projects"], { tags: [LISTINGS_TAG] });

/** Featured projects in the site's regions (all regions for the main brand), newest first. */
export async function getFeaturedProjects(site: Site, limit = 6): Promise<ProjectCard[]> {
  const rows = await readFeatured(site.regionIds, limit);
  return rows.map((row) => toProjectCard(row, site));
}
