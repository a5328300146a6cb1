import "server-only";
/** The CRM dashboard's figures, within the staff scope: new leads this week, leads per kind and per project, and response times. */
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import { leads, projects } from "../db/schema";
import { scopeCondition } from "./leads";
import type { StaffScope } from "./staff";

export async function dashboardFigures(scope: StaffScope, now = new Date()) {
  const database = await db();
  const inScope = scopeCondition(scope);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [[week], perKind, perProject, responses] = await Promise.all([
    database.select({ total: sql<number>`${count()}::int` }).from(leads).where(and(inScope, gte(leads.createdAt, weekAgo))),
    database.select({ kind: leads.kind, total: sql<number>`${count()}::int` }).from(leads).where(inScope).groupBy(leads.kind).orderBy(desc(sql`2`)),
    database
      .select({ projectId: leads.projectId, name: projects.name, total: sql<number>`${count()}::int` })
      .from(leads)
      .innerJoin(projects, eq(projects.id, leads.projectId))
      .where(inScope)
      .groupBy(leads.projectId, projects.name)
      .orderBy(desc(sql`3`))
      .limit(10),
    // The 30 latest leads that have been answered: hours from arrival to the first status change.
    database
      .select({ id: leads.id, hours: sql<number>`round(extract(epoch from (${leads.firstResponseAt} - ${leads.createdAt})) / 3600.0, 1)::float8` })
      .from(leads)
      .where(and(inScope, isNotNull(leads.firstResponseAt)))
      .orderBy(desc(leads.createdAt))
      .limit(30),
  ]);
  return { newThisWeek: week?.total ?? 0, perKind, perProject, responseHours: responses.reverse() };
}
