import "server-only";
/**
 * Project detail reads for the project page and the property API. `getProjectDetail` is cached across
 * requests (and shared within one: generateMetadata and the page read it once). File
 * content is never selected here; only the download route reads it.
 */
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import { cache } from "react";
import { db, type Database } from "../../db/client";
import { cachedCatalogueRead, projectCatalogueTag } from "../cache";
import { projectFiles, projects, units } from "../../db/schema";
import { typeName } from "../property-types";
import type { UnitFilters } from "./schemas";
import type { GeoName, ProjectFileMeta, ProjectUnit } from "./types";
import { projectSummaryColumns } from "../cards";
import { country, province, region, publishedWithPlaces, town } from "../published";
import { listedCondition } from "../visibility";


const detailColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  typeId: projects.typeId,
  status: projects.status,
  lat: projects.lat,
  lng: projects.lng,
  ...projectSummaryColumns,
  images: projects.images,
  videoUrl: projects.videoUrl,
  unitsAvailable: projects.unitsAvailable,
  deliveryDate: projects.deliveryDate,
  description: projects.description,
  amenities: projects.amenities,
  developer: projects.developer,
  beachDistanceM: projects.beachDistanceM,
  airportCode: projects.airportCode,
  airportMinutes: projects.airportMinutes,
  town: { id: town.id, slug: town.slug, name: town.name },
  region: { id: region.id, slug: region.slug, name: region.name },
  province: { id: province.id, slug: province.slug, name: province.name },
  country: { id: country.id, slug: country.slug, name: country.name },
};

const unitColumns = {
  id: units.id,
  reference: units.reference,
  type_id: units.typeId,
  bedrooms: units.bedrooms,
  bathrooms: units.bathrooms,
  area: units.area,
  plot_area: units.plotArea,
  terrace_area: units.terraceArea,
  solarium_area: units.solariumArea,
  garden_area: units.gardenArea,
  floor: units.floor,
  orientation: units.orientation,
  price: units.price,
  price_on_request: units.priceOnRequest,
  vat: units.vat,
  status: units.status,
};

const fileColumns = {
  id: projectFiles.id,
  kind: projectFiles.kind,
  title: projectFiles.title,
  file_name: projectFiles.fileName,
  mime_type: projectFiles.mimeType,
  size_bytes: projectFiles.sizeBytes,
  confidential: projectFiles.confidential,
};

type DetailRow = Awaited<ReturnType<typeof selectProject>>[number];

/** A published project with its geo names, units and file list (no file content). */
export interface ProjectRecord extends Omit<DetailRow, "town" | "region" | "province" | "country"> {
  geo: { town: GeoName; region: GeoName; province: GeoName; country: GeoName };
  units: ProjectUnit[];
  files: ProjectFileMeta[];
}

/** What the reads below run on: the database, or a transaction that holds them to one snapshot. */
type Reader = Pick<Database, "select">;

async function selectProject(where: SQL, sitePartnerId: number, database: Reader) {
  return publishedWithPlaces(database.select(detailColumns).from(projects).$dynamic(), where, sitePartnerId).limit(1);
}

async function selectUnits(projectId: number, filters: UnitFilters, database: Reader): Promise<ProjectUnit[]> {
  const rows = await database
    .select(unitColumns)
    .from(units)
    .where(
      and(
        eq(units.projectId, projectId),
        // A unit its feed no longer lists is kept (leads, price history) but no longer offered.
        ne(units.status, "withdrawn"),
        filters.type_id === undefined ? undefined : eq(units.typeId, filters.type_id),
        filters.bedrooms === undefined ? undefined : eq(units.bedrooms, filters.bedrooms),
        filters.status === undefined ? undefined : eq(units.status, filters.status),
      ),
    )
    .orderBy(asc(units.price), asc(units.reference));
  return rows.map((row) => ({ ...row, status: row.status as ProjectUnit["status"], type: typeName(row.type_id) }));
}

async function selectFiles(projectId: number, database: Reader): Promise<ProjectFileMeta[]> {
  return database.select(fileColumns).from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(asc(projectFiles.kind), asc(projectFiles.id));
}

/**
 * The project with everything its page shows on the site of `sitePartnerId` (0: the main brand), or
 * null when it does not exist or is not listed there (lib/catalogue/visibility.ts).
 * Cached with the tags `catalogue` and `catalogue:project:{id}`: the project page (ISR) inherits them,
 * so `revalidateCatalogue()` refreshes page and API alike.
 */
export const getProjectDetail = cachedCatalogueRead(
  async (id: number, sitePartnerId?: number): Promise<ProjectRecord | null> => {
    // One read-only snapshot: an import commits a project with its units in one transaction, and
    // separate statements could see the project after such a commit and its units before it.
    const read = async (tx: Reader) => [await selectProject(eq(projects.id, id), sitePartnerId ?? 0, tx), await selectUnits(id, {}, tx), await selectFiles(id, tx)] as const;
    const [[row], unitRows, files] = await (await db()).transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" });
    if (!row) return null;
    const { town, region, province, country, ...project } = row;
    return { ...project, geo: { town, region, province, country }, units: unitRows, files };
  },
  ["project-detail"],
  { tagsFor: (id: number) => [projectCatalogueTag(id)] },
);

/** The id of the published project with this slug (slugs are unique in the catalogue). */
export const findProjectIdBySlug = cache(async (slug: string, sitePartnerId: number): Promise<number | null> => {
  const database = await db();
  const [row] = await database
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.slug, slug), listedCondition(sitePartnerId)))
    .orderBy(asc(projects.id))
    .limit(1);
  return row?.id ?? null;
});

async function projectListed(projectId: number, sitePartnerId: number): Promise<boolean> {
  const database = await db();
  const [row] = await database.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), listedCondition(sitePartnerId))).limit(1);
  return row !== undefined;
}

/** Units of a project the site lists, matching the filters (exact type, bedrooms and status); null for a project it does not list. */
export async function getProjectUnits(projectId: number, filters: UnitFilters, sitePartnerId: number): Promise<ProjectUnit[] | null> {
  const [exists, rows] = await Promise.all([projectListed(projectId, sitePartnerId), selectUnits(projectId, filters, await db())]);
  return exists ? rows : null;
}

/** File list of a project the site lists (no content); null for a project it does not list. */
export async function getProjectFileList(projectId: number, sitePartnerId: number): Promise<ProjectFileMeta[] | null> {
  const [exists, rows] = await Promise.all([projectListed(projectId, sitePartnerId), selectFiles(projectId, await db())]);
  return exists ? rows : null;
}
