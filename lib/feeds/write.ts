/**
 * Writing one project of a feed, in one transaction (no half-imported project is ever visible): the
 * project found by its group key or created, its units inserted or updated only where something
 * differs (so the same feed twice writes nothing), every price change recorded in `price_history`,
 * and the project's derived ranges recomputed with the seed's own rule (lib/db/seed/derive.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { priceHistory, projects, units } from "../db/schema";
import { locationColumns } from "../catalogue/project/location-columns";
import { deriveProjectRanges, type ProjectRanges } from "../db/seed/derive";
import { slugify } from "../db/seed/names";
import { buildStatusOf } from "./build-status";
import type { UnitGroup } from "./grouping";
import { generatedImages, replaceSourceImages, sameImages } from "./images/sync";
import type { FeedUnit } from "./schemas";
import type { FeedSource } from "./sources";
import type { GeoTown } from "./towns";

export type PlacedUnit = FeedUnit & { geoTown: GeoTown };
export type UnitRow = typeof units.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

export interface WriteCounts {
  projectsCreated: number;
  projectsUpdated: number;
  unitsCreated: number;
  unitsUpdated: number;
  unitsWithdrawn: number;
  priceChanges: number;
}

export const emptyCounts = (): WriteCounts => ({ projectsCreated: 0, projectsUpdated: 0, unitsCreated: 0, unitsUpdated: 0, unitsWithdrawn: 0, priceChanges: 0 });

const MAX_PROJECT_IMAGES = 50;
const MAX_AMENITIES = 40;

function unitValues(unit: PlacedUnit, projectId: number, sourceId: number) {
  return {
    projectId,
    reference: unit.ref,
    typeId: unit.typeId,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    area: unit.area,
    plotArea: unit.plotArea,
    price: unit.price,
    priceOnRequest: unit.priceOnRequest,
    status: "available" as const,
    feedSourceId: sourceId,
    feedId: unit.feedId,
  };
}

type UnitValues = ReturnType<typeof unitValues>;
const COMPARED = ["projectId", "reference", "typeId", "bedrooms", "bathrooms", "area", "plotArea", "price", "priceOnRequest", "status"] as const;

function differs(row: UnitRow, values: UnitValues): boolean {
  return COMPARED.some((key) => row[key] !== values[key]);
}

/** The group's image URLs, in the feed's order (for the image job, never shown as they are). */
function sourceImages(group: UnitGroup<PlacedUnit>): string[] {
  const sorted = [...group.units].sort((a, b) => (a.feedId < b.feedId ? -1 : 1));
  return [...new Set(sorted.flatMap((unit) => unit.images))].slice(0, MAX_PROJECT_IMAGES);
}

/** The feed's project-level fields: the first unit speaks for the group, sorted by feed id so runs agree. */
function projectFields(group: UnitGroup<PlacedUnit>) {
  const sorted = [...group.units].sort((a, b) => (a.feedId < b.feedId ? -1 : 1));
  const first = sorted[0]!;
  const typeCounts = new Map<number, number>();
  for (const unit of sorted) typeCounts.set(unit.typeId, (typeCounts.get(unit.typeId) ?? 0) + 1);
  const typeId = [...typeCounts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const features = [...new Set(sorted.flatMap((unit) => unit.features))];
  // Kyero's own <pool> flag is a feature too (the search's "pool" reads the amenities).
  const pool = sorted.some((unit) => unit.pool) && !features.some((feature) => /pool|piscina|zwembad/i.test(feature));
  const amenities = (pool ? ["Zwembad", ...features] : features).slice(0, MAX_AMENITIES);
  const lat = sorted.reduce((sum, unit) => sum + unit.lat, 0) / sorted.length;
  const lng = sorted.reduce((sum, unit) => sum + unit.lng, 0) / sorted.length;
  const town = first.geoTown;
  // The project's label is its best home's (A before G).
  const energyLabel = sorted.map((unit) => unit.energyLabel).filter((label) => label !== null).sort()[0] ?? null;
  return {
    typeId,
    energyLabel,
    description: sorted.find((unit) => unit.description)?.description ?? "",
    countryId: town.countryId,
    regionId: town.regionId,
    provinceId: town.provinceId,
    townId: town.id,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    amenities,
  };
}

function projectName(group: UnitGroup<PlacedUnit>): string {
  const town = group.units[0]!.geoTown.name;
  if (group.by === "development") return group.label.slice(0, 200);
  if (group.by === "ref") return `${group.label} ${town}`.slice(0, 200);
  return `Nieuwbouw in ${town}`;
}

/** As the seed's slugs: the name, with the town unless the name ends with it already. */
function projectSlug(name: string, town: string): string {
  const [nameSlug, townSlug] = [slugify(name) || "project", slugify(town)];
  return (nameSlug.endsWith(townSlug) ? nameSlug : `${nameSlug}-${townSlug}`).slice(0, 180);
}

/** A slug no project has (`taken` is every slug, loaded once per run and kept up to date here). */
function freeSlug(taken: Set<string>, base: string): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

const RANGE_KEYS = ["priceFrom", "priceTo", "priceOnRequest", "vat", "bedroomsMin", "bedroomsMax", "bathroomsMin", "bathroomsMax", "areaMin", "areaMax", "unitsAvailable", "plotMin", "plotMax", "priceM2From"] as const;

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function fieldsDiffer(project: ProjectRow, fields: Partial<ProjectRow>): boolean {
  return Object.entries(fields).some(([key, value]) => !sameJson(project[key as keyof ProjectRow], value));
}

/** Brings the project's ranges (and the feed's fields, when given) up to date; true when it wrote. */
export async function refreshProject(tx: Database, project: ProjectRow, fields: Partial<ProjectRow> = {}): Promise<boolean> {
  const rows = await tx
    .select({ typeId: units.typeId, bedrooms: units.bedrooms, bathrooms: units.bathrooms, area: units.area, plotArea: units.plotArea, price: units.price, priceOnRequest: units.priceOnRequest, vat: units.vat, status: units.status })
    .from(units)
    .where(eq(units.projectId, project.id));
  const ranges: ProjectRanges = deriveProjectRanges(rows);
  const next = { ...fields, ...ranges };
  // Moved (or from before migration 0010): its beach distance and airport estimate follow its new coordinates.
  const moved = fields.lat !== undefined && fields.lng !== undefined && (fields.lat !== project.lat || fields.lng !== project.lng || project.beachDistanceM === null);
  const located = moved ? locationColumns(fields.lat!, fields.lng!) : {};
  const changed = moved || RANGE_KEYS.some((key) => project[key] !== ranges[key]) || !sameJson(project.unitTypeIds, ranges.unitTypeIds) || fieldsDiffer(project, fields);
  if (changed) await tx.update(projects).set({ ...next, ...located, updatedAt: new Date() }).where(eq(projects.id, project.id));
  return changed;
}

export interface GroupContext {
  source: FeedSource;
  developer: string;
  /** The source's units already stored, by feed id (updated here as units are written). */
  existingUnits: Map<string, UnitRow>;
  existingProjects: Map<string, ProjectRow>;
  /** Every project slug (slugs are unique in the catalogue). */
  slugs: Set<string>;
  /** The feed image URLs stored per project of the source (lib/feeds/images/sync.ts). */
  images: Map<number, string[]>;
}

/** Writes one group as one project; returns what changed and which other projects lost units to it. */
export async function writeGroup(database: Database, group: UnitGroup<PlacedUnit>, context: GroupContext): Promise<{ counts: WriteCounts; emptied: number[] }> {
  const counts = emptyCounts();
  const emptied = new Set<number>();
  const fields = projectFields(group);
  const images = sourceImages(group);
  const existing = context.existingProjects.get(group.key);
  const imagesChanged = !existing || !sameImages(context.images.get(existing.id), images);
  // Nothing of this project differs from what is stored: no transaction at all (a re-import is reads only).
  if (existing && !imagesChanged && !fieldsDiffer(existing, fields) && group.units.every((unit) => {
    const row = context.existingUnits.get(unit.feedId);
    return row !== undefined && !differs(row, unitValues(unit, existing.id, context.source.id));
  })) {
    return { counts, emptied: [] };
  }
  await database.transaction(async (tx) => {
    if (!existing) {
      // A new project: its units are exactly the group's, so its ranges are known before it is written.
      const name = projectName(group);
      const slug = freeSlug(context.slugs, projectSlug(name, group.units[0]!.geoTown.name));
      const ranges = deriveProjectRanges(group.units.map((unit) => unitValues(unit, 0, context.source.id)));
      const [project] = await tx
        .insert(projects)
        .values({ ...fields, ...ranges, slug, name, developer: context.developer, status: buildStatusOf(group.units.flatMap((unit) => unit.features)), feedSourceId: context.source.id, feedRef: group.key, ...locationColumns(fields.lat, fields.lng) })
        .returning({ id: projects.id });
      // Its generated pictures until the image job has its photos.
      await tx.update(projects).set({ images: generatedImages(project!.id, fields.typeId) }).where(eq(projects.id, project!.id));
      if (images.length > 0) await replaceSourceImages(tx as unknown as Database, { id: project!.id, typeId: fields.typeId }, images);
      await tx.insert(units).values(group.units.map((unit) => unitValues(unit, project!.id, context.source.id)));
      counts.projectsCreated++;
      counts.unitsCreated += group.units.length;
      return;
    }
    const projectId = existing.id;
    const inserts: UnitValues[] = [];
    for (const unit of group.units) {
      const values = unitValues(unit, projectId, context.source.id);
      const row = context.existingUnits.get(unit.feedId);
      if (!row) {
        inserts.push(values);
        continue;
      }
      if (!differs(row, values)) continue;
      await tx.update(units).set(values).where(eq(units.id, row.id));
      counts.unitsUpdated++;
      if (row.projectId !== projectId) emptied.add(row.projectId);
      if (row.price !== values.price || row.priceOnRequest !== values.priceOnRequest) {
        await tx.insert(priceHistory).values({ unitId: row.id, oldPrice: row.priceOnRequest ? null : row.price, newPrice: values.priceOnRequest ? null : values.price });
        counts.priceChanges++;
      }
    }
    if (inserts.length > 0) {
      await tx.insert(units).values(inserts);
      counts.unitsCreated += inserts.length;
    }
    let updated = await refreshProject(tx as unknown as Database, existing, fields);
    if (imagesChanged) {
      await replaceSourceImages(tx as unknown as Database, { id: projectId, typeId: fields.typeId }, images);
      context.images.set(projectId, images);
      updated = true;
    }
    if (updated) counts.projectsUpdated++;
  });
  return { counts, emptied: [...emptied] };
}

/** Marks the given units withdrawn and refreshes their project, in one transaction. */
export async function withdrawUnits(database: Database, projectId: number, unitIds: number[]): Promise<number> {
  return database.transaction(async (tx) => {
    await tx.update(units).set({ status: "withdrawn" }).where(and(eq(units.projectId, projectId), inArray(units.id, unitIds)));
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
    if (project) await refreshProject(tx as unknown as Database, project);
    return unitIds.length;
  });
}
