import "server-only";
/** The owner's CRM settings: how new leads get an agent, the project → agent list, the partner's time zone. */
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { AppError, fieldText } from "../../app-error";
import { db } from "../../db/client";
import { partners, projectAssignees, projects, staffUsers } from "../../db/schema";
import { ownedPartnerId, type StaffScope } from "../staff";
import { assignableCondition } from "./assign";
import type { assignSettingsSchema } from "./schemas";

function ownPartner(scope: StaffScope): number {
  const partnerId = ownedPartnerId(scope);
  if (partnerId === null) throw new AppError("forbidden", "forbidden");
  return partnerId;
}

export async function getAssignSettings(scope: StaffScope) {
  const partnerId = ownPartner(scope);
  const database = await db();
  const [[partner], mapping] = await Promise.all([
    database.select({ mode: partners.assignMode, timeZone: partners.timeZone }).from(partners).where(eq(partners.id, partnerId)).limit(1),
    database.select({ projectId: projectAssignees.projectId, staffUserId: projectAssignees.staffUserId }).from(projectAssignees).where(eq(projectAssignees.partnerId, partnerId)),
  ]);
  return { assign_mode: partner!.mode, time_zone: partner!.timeZone, projects: mapping.map((row) => ({ project_id: row.projectId, staff_id: row.staffUserId })) };
}

/** Replaces the settings; every project must exist and every agent be an active colleague (else 422 on the field). */
export async function updateAssignSettings(scope: StaffScope, input: z.output<typeof assignSettingsSchema>) {
  const partnerId = ownPartner(scope);
  const database = await db();
  const mapping = [...new Map(input.projects.map((row) => [row.project_id, row.staff_id])).entries()];
  await database.transaction(async (tx) => {
    const projectIds = mapping.map(([projectId]) => projectId);
    const staffIds = [...new Set(mapping.map(([, staffId]) => staffId))];
    const known = projectIds.length ? await tx.select({ id: projects.id }).from(projects).where(inArray(projects.id, projectIds)) : [];
    if (known.length !== projectIds.length) throw new AppError("unprocessable", "invalidInput", { fields: { projects: [fieldText("fieldUnknownProject")] } });
    const staff = staffIds.length ? await tx.select({ id: staffUsers.id }).from(staffUsers).where(and(inArray(staffUsers.id, staffIds), assignableCondition(partnerId))) : [];
    if (staff.length !== staffIds.length) throw new AppError("unprocessable", "invalidInput", { fields: { projects: [fieldText("fieldUnknownAssignee")] } });
    await tx.update(partners).set({ assignMode: input.assign_mode, timeZone: input.time_zone, updatedAt: new Date() }).where(eq(partners.id, partnerId));
    await tx.delete(projectAssignees).where(eq(projectAssignees.partnerId, partnerId));
    if (mapping.length) await tx.insert(projectAssignees).values(mapping.map(([projectId, staffUserId]) => ({ partnerId, projectId, staffUserId })));
  });
  return getAssignSettings(scope);
}
