import "server-only";
/**
 * A partner's listings by hand: a new project (owned by the partner; an admin's is the main brand's),
 * a new unit, and an admin's approval. Each is one transaction in the staff scope, with the project's
 * ranges derived by the import's own rule (`refreshProject`), and revalidates the catalogue after it.
 */
import { and, eq, like, or } from "drizzle-orm";
import { AppError, fieldText } from "../app-error";
import { revalidateProject } from "../catalogue/cache";
import { locationColumns } from "../catalogue/project/location-columns";
import { db, type Database } from "../db/client";
import { geo, projects, units } from "../db/schema";
import { slugify } from "../db/seed/names";
import { generatedImages } from "../feeds/images/sync";
import { refreshProject } from "../feeds/write";
import { assertMayEditListings } from "./listing-access";
import type { ListingCreate, UnitCreate } from "./listing-schemas";
import type { ChangeOptions } from "./project-changes";
import { projectScopeCondition } from "./projects";
import type { StaffScope } from "./staff";

type Reader = Pick<Database, "select">;

/** The town and its costa, province and country; a 422 at `town_id` for anything but a town of the geo list. */
export async function placeOfTown(database: Reader, townId: number) {
  const [town] = await database.select().from(geo).where(and(eq(geo.id, townId), eq(geo.kind, "town")));
  if (!town || town.regionId === null || town.provinceId === null || town.countryId === null) {
    throw new AppError("unprocessable", "invalidInput", { fields: { town_id: [fieldText("fieldUnknownPlace")] } });
  }
  return { name: town.name, townId: town.id, regionId: town.regionId, provinceId: town.provinceId, countryId: town.countryId };
}

/** The name's slug with the town (as the import's), numbered when taken. */
async function freeSlug(database: Reader, name: string, town: string): Promise<string> {
  const [nameSlug, townSlug] = [slugify(name) || "project", slugify(town)];
  const base = (nameSlug.endsWith(townSlug) ? nameSlug : `${nameSlug}-${townSlug}`).slice(0, 180);
  const rows = await database.select({ slug: projects.slug }).from(projects).where(or(eq(projects.slug, base), like(projects.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Creates a listing: a partner's own (shown on its site, elsewhere once approved) or, by an admin, the main brand's. */
export async function createListing(scope: StaffScope, input: ListingCreate, options: ChangeOptions = {}): Promise<number> {
  await assertMayEditListings(scope);
  const database = await db();
  const id = await database.transaction(async (tx) => {
    const place = await placeOfTown(tx, input.town_id);
    const slug = await freeSlug(tx, input.name, place.name);
    const [row] = await tx
      .insert(projects)
      .values({
        slug,
        name: input.name,
        developer: input.developer,
        description: input.description,
        status: input.status,
        deliveryDate: input.delivery_date,
        typeId: input.type_id,
        townId: place.townId,
        regionId: place.regionId,
        provinceId: place.provinceId,
        countryId: place.countryId,
        lat: input.lat,
        lng: input.lng,
        amenities: input.amenities,
        published: input.published,
        partnerId: scope.role === "admin" ? null : scope.partnerId,
        ...locationColumns(input.lat, input.lng),
      })
      .returning({ id: projects.id });
    // Its generated pictures until photos are uploaded, as for an import.
    await tx.update(projects).set({ images: generatedImages(row!.id, input.type_id) }).where(eq(projects.id, row!.id));
    return row!.id;
  });
  (options.onChange ?? revalidateProject)(id);
  return id;
}

/** Adds a unit to a project the scope may manage (its later price changes go to the price history, as an import's). */
export async function addUnit(scope: StaffScope, projectId: number, input: UnitCreate, options: ChangeOptions = {}): Promise<number> {
  await assertMayEditListings(scope);
  const database = await db();
  const unitId = await database.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(and(eq(projects.id, projectId), projectScopeCondition(scope))).for("update");
    if (!project) throw new AppError("not_found", "projectNotFound");
    const [same] = await tx.select({ id: units.id }).from(units).where(and(eq(units.projectId, projectId), eq(units.reference, input.reference)));
    if (same) throw new AppError("unprocessable", "invalidInput", { fields: { reference: [fieldText("fieldTaken")] } });
    // As the import stores "on request": price 0.
    const price = input.price_on_request ? 0 : input.price!;
    const [row] = await tx
      .insert(units)
      .values({ projectId, reference: input.reference, typeId: input.type_id, bedrooms: input.bedrooms, bathrooms: input.bathrooms, area: input.area, plotArea: input.plot_area, price, priceOnRequest: input.price_on_request, vat: input.vat, status: input.status })
      .returning({ id: units.id });
    await refreshProject(tx as unknown as Database, project);
    return row!.id;
  });
  (options.onChange ?? revalidateProject)(projectId);
  return unitId;
}

/** An admin approves a partner's listing for every site (or takes the approval back); a 404 for any other project. */
export async function setApproval(scope: StaffScope, projectId: number, approved: boolean, options: ChangeOptions = {}): Promise<boolean> {
  if (scope.role !== "admin") throw new AppError("forbidden", "forbidden");
  const database = await db();
  const [project] = await database.select({ approvedAt: projects.approvedAt, partnerId: projects.partnerId }).from(projects).where(eq(projects.id, projectId));
  if (!project || project.partnerId === null) throw new AppError("not_found", "projectNotFound");
  if ((project.approvedAt !== null) === approved) return false;
  await database
    .update(projects)
    .set(approved ? { approvedAt: new Date(), approvedBy: scope.id, updatedAt: new Date() } : { approvedAt: null, approvedBy: null, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
  (options.onChange ?? revalidateProject)(projectId);
  return true;
}
