import "server-only";
/**
 * A partner's reply templates in the data layer. Every colleague of the partner reads and uses them;
 * only its owners write them; the admin reads and writes any partner's. Another partner's template is
 * not found, exactly like one that does not exist.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { validate } from "../../api/input";
import { AppError, fieldText } from "../../app-error";
import { db } from "../../db/client";
import { partners, replyTemplates } from "../../db/schema";
import type { StaffScope } from "../staff";
import { templateCreateSchema, templateListSchema, templateUpdateSchema } from "./schemas";

export type ReplyTemplate = typeof replyTemplates.$inferSelect & { partnerName: string };

/** The templates this user may read: their partner's, or (the admin) any. */
function readable(scope: StaffScope): SQL | undefined {
  if (scope.role === "admin") return undefined;
  return scope.partnerId === null ? sql`false` : eq(replyTemplates.partnerId, scope.partnerId);
}

/** The partner whose templates this user may write; agents none. */
function writablePartner(scope: StaffScope): number | "any" {
  if (scope.role === "admin") return "any";
  if (scope.teamRole === "owner" && scope.partnerId !== null) return scope.partnerId;
  throw new AppError("forbidden", "templatesOwnersOnly");
}

const columns = { template: replyTemplates, partnerName: partners.name };

export async function listTemplates(scope: StaffScope, raw: unknown = {}): Promise<ReplyTemplate[]> {
  const filters = validate(templateListSchema, raw, "bad_request");
  const database = await db();
  const rows = await database
    .select(columns)
    .from(replyTemplates)
    .innerJoin(partners, eq(partners.id, replyTemplates.partnerId))
    .where(and(readable(scope), scope.role === "admin" && filters.partner_id ? eq(replyTemplates.partnerId, filters.partner_id) : undefined))
    .orderBy(asc(partners.name), asc(replyTemplates.name), asc(replyTemplates.id));
  return rows.map((row) => ({ ...row.template, partnerName: row.partnerName }));
}

/** One template this user may read, or null. */
export async function getTemplate(scope: StaffScope, templateId: number): Promise<ReplyTemplate | null> {
  const database = await db();
  const [row] = await database.select(columns).from(replyTemplates).innerJoin(partners, eq(partners.id, replyTemplates.partnerId)).where(and(eq(replyTemplates.id, templateId), readable(scope))).limit(1);
  return row ? { ...row.template, partnerName: row.partnerName } : null;
}

const isNameTaken = (error: unknown) => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) if ((current as { code?: unknown }).code === "23505") return true;
  return false;
};

async function nameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNameTaken(error)) throw new AppError("conflict", "invalidInput", { fields: { name: [fieldText("fieldTemplateNameTaken")] } });
    throw error;
  }
}

export async function createTemplate(scope: StaffScope, raw: unknown, now = new Date()): Promise<ReplyTemplate> {
  const writable = writablePartner(scope);
  const input = validate(templateCreateSchema, raw, "unprocessable");
  const partnerId = writable === "any" ? input.partner_id : writable;
  if (writable === "any" && partnerId === undefined) throw new AppError("unprocessable", "invalidInput", { fields: { partner_id: [fieldText("fieldUnknownPartner")] } });
  const database = await db();
  const [partner] = await database.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId!)).limit(1);
  if (!partner) throw new AppError("unprocessable", "invalidInput", { fields: { partner_id: [fieldText("fieldUnknownPartner")] } });
  const [row] = await nameGuard(() =>
    database.insert(replyTemplates).values({ partnerId: partner.id, name: input.name, subject: input.subject, body: input.body, createdAt: now, updatedAt: now }).returning({ id: replyTemplates.id }),
  );
  return (await getTemplate(scope, row!.id))!;
}

/** The template if this user may write it; another partner's is not found. */
async function writableTemplate(scope: StaffScope, templateId: number) {
  const writable = writablePartner(scope);
  const found = await getTemplate(scope, templateId);
  if (!found || (writable !== "any" && found.partnerId !== writable)) throw new AppError("not_found", "templateNotFound");
  return found;
}

export async function updateTemplate(scope: StaffScope, templateId: number, raw: unknown, now = new Date()): Promise<ReplyTemplate> {
  await writableTemplate(scope, templateId);
  const input: z.output<typeof templateUpdateSchema> = validate(templateUpdateSchema, raw, "unprocessable");
  const database = await db();
  await nameGuard(() => database.update(replyTemplates).set({ ...input, updatedAt: now }).where(eq(replyTemplates.id, templateId)));
  return (await getTemplate(scope, templateId))!;
}

export async function deleteTemplate(scope: StaffScope, templateId: number): Promise<void> {
  await writableTemplate(scope, templateId);
  const database = await db();
  await database.delete(replyTemplates).where(eq(replyTemplates.id, templateId));
}

/** As the API answers a template. */
export function templateForApi(template: ReplyTemplate) {
  return {
    id: template.id,
    partner: { id: template.partnerId, name: template.partnerName },
    name: template.name,
    subject: template.subject,
    body: template.body,
    updated_at: template.updatedAt.toISOString(),
  };
}
