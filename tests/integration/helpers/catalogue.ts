/** The seeded catalogue read straight from the tables, for checking search results against. */
import { sql } from "drizzle-orm";
import type { Database } from "../../../lib/db/client";
import { geo, projects } from "../../../lib/db/schema";

export interface ProjectFacts {
  id: number;
  published: boolean;
  featured: boolean;
  typeId: number;
  countryId: number;
  regionId: number;
  provinceId: number;
  townId: number;
  priceFrom: number | null;
  priceTo: number | null;
  bedroomsMax: number | null;
  bathroomsMax: number | null;
  unitsAvailable: number;
  lat: number;
  lng: number;
  createdAt: string;
  unitTypeIds: number[];
  /** Unit types as found in the units table (to check the derived column). */
  unitTypesFromUnits: number[];
}

export async function readProjectFacts(db: Database): Promise<ProjectFacts[]> {
  return db
    .select({
      id: projects.id,
      published: projects.published,
      featured: projects.featured,
      typeId: projects.typeId,
      countryId: projects.countryId,
      regionId: projects.regionId,
      provinceId: projects.provinceId,
      townId: projects.townId,
      priceFrom: projects.priceFrom,
      priceTo: projects.priceTo,
      bedroomsMax: projects.bedroomsMax,
      bathroomsMax: projects.bathroomsMax,
      unitsAvailable: projects.unitsAvailable,
      lat: projects.lat,
      lng: projects.lng,
      createdAt: sql<string>`to_char(${projects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      unitTypeIds: projects.unitTypeIds,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which would bind to units here.
      unitTypesFromUnits: sql<number[]>`coalesce((select array_agg(distinct u.type_id order by u.type_id) from units u where u.project_id = "projects"."id"), '{}')`,
    })
    .from(projects)
    .orderBy(projects.id);
}

export async function geoIdBySlug(db: Database, kind: "country" | "region" | "province" | "town", slug: string): Promise<number> {
  const [row] = await db.select({ id: geo.id }).from(geo).where(sql`${geo.kind} = ${kind} and ${geo.slug} = ${slug}`);
  if (!row) throw new Error(`no ${kind} ${slug}`);
  return row.id;
}

/** Ids of the projects a search lists by default (published, not sold out) that pass `keep`, ascending. */
export function listedIds(facts: readonly ProjectFacts[], keep: (project: ProjectFacts) => boolean = () => true): number[] {
  return facts.filter((project) => project.published && project.unitsAvailable > 0 && keep(project)).map((project) => project.id);
}
