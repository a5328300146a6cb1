import "server-only";
/** Choices of the inbox's filters and the admin's partner selects, within the staff scope. */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { db } from "../db/client";
import { leads, partners, projects } from "../db/schema";
import { scopeCondition } from "./leads";
import type { StaffScope } from "./staff";

/** The projects this user's leads are about (not the whole catalogue), by name. */
export async function leadProjectOptions(scope: StaffScope): Promise<Array<{ id: number; name: string }>> {
  const database = await db();
  return database
    .selectDistinct({ id: projects.id, name: projects.name })
    .from(leads)
    .innerJoin(projects, eq(projects.id, leads.projectId))
    .where(and(scopeCondition(scope), isNotNull(leads.projectId)))
    .orderBy(asc(projects.name), asc(projects.id));
}

/** Every partner by name, for an admin's filters and reassignment (only active ones can take a lead). */
export async function partnerOptions(): Promise<Array<{ id: number; name: string; active: boolean }>> {
  const database = await db();
  return database.select({ id: partners.id, name: partners.name, active: partners.active }).from(partners).orderBy(asc(partners.name));
}
