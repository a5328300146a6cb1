import "server-only";
/**
 * Projects as the CRM reads them. Every function takes the staff scope: a partner's CRM user sees only
 * projects of the feed sources that partner owns and its own hand-made listings (`projects.partner_id`), here in the data layer, whatever page or API call
 * asks (another partner's project is "not found", as an unknown one); an admin sees every project.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "../db/client";
import { feedImages, feedSources, geo, partners, priceHistory, projects, units } from "../db/schema";
import { photoUrl } from "../media/project-image-url";
import type { CrmProjectFilters } from "./project-schemas";
import type { StaffScope } from "./staff";

/** The condition that keeps a partner's CRM user to the projects of that partner's own feeds and its own listings. */
export function projectScopeCondition(scope: StaffScope): SQL | undefined {
  if (scope.role === "admin") return undefined;
  if (scope.partnerId === null) return sql`false`;
  return or(
    eq(projects.partnerId, scope.partnerId),
    inArray(projects.feedSourceId, sql`(select ${feedSources.id} from ${feedSources} where ${feedSources.partnerId} = ${scope.partnerId})`),
  );
}

/** Whether the scope manages this project (another partner's is as unknown as a missing one). */
export async function managesProject(scope: StaffScope, id: number): Promise<boolean> {
  const [row] = await (await db()).select({ id: projects.id }).from(projects).where(and(eq(projects.id, id), projectScopeCondition(scope))).limit(1);
  return row !== undefined;
}

/** The partner owning a hand-made listing (the feed source's partner is `partners`). */
const listingPartner = alias(partners, "listing_partner");

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const listColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  developer: projects.developer,
  town: geo.name,
  status: projects.status,
  published: projects.published,
  featured: projects.featured,
  priceFrom: projects.priceFrom,
  priceTo: projects.priceTo,
  priceOnRequest: projects.priceOnRequest,
  unitsAvailable: projects.unitsAvailable,
  source: feedSources.name,
  partner: sql<string | null>`coalesce(${listingPartner.name}, ${partners.name})`,
  partnerListing: sql<boolean>`${projects.partnerId} is not null`,
  approvedAt: projects.approvedAt,
  updatedAt: projects.updatedAt,
};

export type CrmProjectRow = Awaited<ReturnType<typeof listCrmProjects>>["rows"][number];

export async function listCrmProjects(scope: StaffScope, filters: CrmProjectFilters) {
  const database = await db();
  const conditions: (SQL | undefined)[] = [projectScopeCondition(scope)];
  if (filters.published) conditions.push(eq(projects.published, filters.published === "yes"));
  // Partner listings that wait for an admin's approval (published, not yet approved).
  if (filters.approval === "pending") conditions.push(and(isNotNull(projects.partnerId), isNull(projects.approvedAt), eq(projects.published, true)));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(projects.name, pattern), ilike(projects.developer, pattern), ilike(geo.name, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    database
      .select(listColumns)
      .from(projects)
      .innerJoin(geo, eq(geo.id, projects.townId))
      .leftJoin(feedSources, eq(feedSources.id, projects.feedSourceId))
      .leftJoin(partners, eq(partners.id, feedSources.partnerId))
      .leftJoin(listingPartner, eq(listingPartner.id, projects.partnerId))
      .where(where)
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page),
    database.select({ total: sql<number>`${count()}::int` }).from(projects).innerJoin(geo, eq(geo.id, projects.townId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The project row itself when the scope may see it (null: unknown, or another partner's). */
async function findScopedProject(scope: StaffScope, id: number) {
  const database = await db();
  const [row] = await database.select().from(projects).where(and(eq(projects.id, id), projectScopeCondition(scope)));
  return row ?? null;
}

const RECENT_PRICE_CHANGES = 20;

/** A hand-made project's uploaded photos in order (lib/crm/listing-photos.ts), at the cards' width. */
async function photosOf(projectId: number): Promise<{ id: number; url: string }[]> {
  const database = await db();
  const rows = await database.select({ id: feedImages.id }).from(feedImages).where(and(eq(feedImages.projectId, projectId), eq(feedImages.status, "done"))).orderBy(asc(feedImages.position));
  return rows.map((row) => ({ id: row.id, url: photoUrl(projectId, row.id, 600) }));
}

/** One project with its units and its latest price changes, for the CRM's edit page and `GET /api/crm/projects/{id}`. */
export async function getCrmProject(scope: StaffScope, id: number) {
  const project = await findScopedProject(scope, id);
  if (!project) return null;
  const database = await db();
  const [[town], unitRows, history, [source], [owner], photos] = await Promise.all([
    database.select({ name: geo.name }).from(geo).where(eq(geo.id, project.townId)),
    database.select().from(units).where(eq(units.projectId, id)).orderBy(asc(units.reference), asc(units.id)),
    database
      .select({ unitId: priceHistory.unitId, reference: units.reference, oldPrice: priceHistory.oldPrice, newPrice: priceHistory.newPrice, changedAt: priceHistory.changedAt })
      .from(priceHistory)
      .innerJoin(units, eq(units.id, priceHistory.unitId))
      .where(eq(units.projectId, id))
      .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id))
      .limit(RECENT_PRICE_CHANGES),
    project.feedSourceId === null
      ? Promise.resolve([])
      : database.select({ name: feedSources.name, partner: partners.name }).from(feedSources).leftJoin(partners, eq(partners.id, feedSources.partnerId)).where(eq(feedSources.id, project.feedSourceId)),
    project.partnerId === null ? Promise.resolve([]) : database.select({ name: partners.name }).from(partners).where(eq(partners.id, project.partnerId)),
    // A feed's images are its own (served once downloaded); uploads are a hand-made project's.
    project.feedSourceId === null ? photosOf(id) : Promise.resolve([]),
  ]);
  return { project, town: town?.name ?? "", units: unitRows, history, source: source ?? null, listingPartner: owner?.name ?? null, photos };
}

export type CrmProject = NonNullable<Awaited<ReturnType<typeof getCrmProject>>>;

/** The project a unit belongs to (callers then read it through the scope). */
export async function projectIdOfUnit(unitId: number): Promise<number | null> {
  const database = await db();
  const [row] = await database.select({ projectId: units.projectId }).from(units).where(eq(units.id, unitId));
  return row?.projectId ?? null;
}
