import "server-only";
/**
 * The CRM's changes to the catalogue: a project's Dutch texts, type, place and coordinates, features,
 * status, delivery date, featured flag and publication, and a unit's price, VAT and status.
 * Writers must be allowed to edit listings (an agent only when its owner allowed it: listing-access.ts). Each is one transaction, limited to the staff
 * scope (lib/crm/projects.ts), with a `price_history` row for every price change and the project's
 * derived ranges recomputed by the import's own rule; after the commit that project's cached reads
 * and every list of projects are revalidated (`revalidateProject`), so its pages, search, facets and
 * the API show it at once, while other projects' and partners' pages stay cached.
 */
import { AppError } from "../app-error";
import { and, eq } from "drizzle-orm";
import { revalidateProject } from "../catalogue/cache";
import { db, type Database } from "../db/client";
import { priceHistory, projects, units } from "../db/schema";
import { refreshProject } from "../feeds/write";
import type { ProjectChange, UnitChange } from "./project-schemas";
import { assertMayEditListings } from "./listing-access";
import { placeOfTown } from "./listing-writes";
import { projectScopeCondition } from "./projects";
import type { StaffScope } from "./staff";

export interface ChangeOptions {
  /** Called once after a change was committed (default: `revalidateProject(id)`); not when nothing changed. */
  onChange?: (projectId: number) => void;
}

/** The project's own columns a change sets (the place and coordinates go through `refreshProject`, which follows the beach distance). */
function plainChanges(project: typeof projects.$inferSelect, change: ProjectChange): Partial<typeof projects.$inferInsert> {
  const next: Partial<typeof projects.$inferInsert> = {};
  if (change.name !== undefined && change.name !== project.name) next.name = change.name;
  if (change.developer !== undefined && change.developer !== project.developer) next.developer = change.developer;
  if (change.description !== undefined && change.description !== project.description) next.description = change.description;
  if (change.type_id !== undefined && change.type_id !== project.typeId) next.typeId = change.type_id;
  if (change.amenities !== undefined && JSON.stringify(change.amenities) !== JSON.stringify(project.amenities)) next.amenities = change.amenities;
  if (change.status !== undefined && change.status !== project.status) next.status = change.status;
  if (change.delivery_date !== undefined && change.delivery_date !== project.deliveryDate) next.deliveryDate = change.delivery_date;
  if (change.featured !== undefined && change.featured !== project.featured) next.featured = change.featured;
  if (change.published !== undefined && change.published !== project.published) {
    next.published = change.published;
    // Put back on the site: published anew, so "Nieuw" for 14 days.
    if (change.published) next.publishedAt = new Date();
  }
  return next;
}

/** Changes a project the scope may see; a 404 for an unknown id or another partner's project. Returns whether anything changed. */
export async function changeProject(scope: StaffScope, id: number, change: ProjectChange, options: ChangeOptions = {}): Promise<boolean> {
  await assertMayEditListings(scope);
  const database = await db();
  const changed = await database.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(and(eq(projects.id, id), projectScopeCondition(scope))).for("update");
    if (!project) throw new AppError("not_found", "projectNotFound");
    const next = plainChanges(project, change);
    const place = change.town_id !== undefined && change.town_id !== project.townId ? await placeOfTown(tx, change.town_id) : null;
    const located: Partial<typeof projects.$inferSelect> = place ? { townId: place.townId, regionId: place.regionId, provinceId: place.provinceId, countryId: place.countryId } : {};
    if (change.lat !== undefined && change.lng !== undefined) Object.assign(located, { lat: change.lat, lng: change.lng });
    if (Object.keys(next).length > 0) await tx.update(projects).set({ ...next, updatedAt: new Date() }).where(eq(projects.id, id));
    const moved = Object.keys(located).length > 0 && (await refreshProject(tx as unknown as Database, project, located));
    return Object.keys(next).length > 0 || moved;
  });
  if (changed) (options.onChange ?? revalidateProject)(id);
  return changed;
}

/** Changes a unit of a project the scope may see; a new price is recorded in `price_history`. Returns whether anything changed. */
export async function changeUnit(scope: StaffScope, unitId: number, change: UnitChange, options: ChangeOptions = {}): Promise<boolean> {
  await assertMayEditListings(scope);
  const database = await db();
  // The unit's project when something changed, else null.
  const changedProject = await database.transaction(async (tx) => {
    const [found] = await tx
      .select({ unit: units, project: projects })
      .from(units)
      .innerJoin(projects, eq(projects.id, units.projectId))
      .where(and(eq(units.id, unitId), projectScopeCondition(scope)))
      .for("update");
    if (!found) throw new AppError("not_found", "unitNotFound");
    const { unit, project } = found;
    const price = change.price ?? unit.price;
    const onRequest = change.price_on_request ?? unit.priceOnRequest;
    const status = change.status ?? unit.status;
    const vat = change.vat ?? unit.vat;
    const priceChanged = price !== unit.price || onRequest !== unit.priceOnRequest;
    if (!priceChanged && status === unit.status && vat === unit.vat) return null;
    await tx.update(units).set({ price, priceOnRequest: onRequest, status, vat }).where(eq(units.id, unitId));
    // As the import records it: whole euros, null for "on request".
    if (priceChanged && (unit.priceOnRequest ? null : unit.price) !== (onRequest ? null : price)) {
      await tx.insert(priceHistory).values({ unitId, oldPrice: unit.priceOnRequest ? null : unit.price, newPrice: onRequest ? null : price });
    }
    await refreshProject(tx as unknown as Database, project);
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, project.id));
    return project.id;
  });
  if (changedProject === null) return false;
  (options.onChange ?? revalidateProject)(changedProject);
  return true;
}
