import "server-only";
/**
 * Storing a request (a lead): the lead, its "created" event and both mails go into the database in one
 * transaction, and only then does the caller answer 201, so nothing a visitor was told we received is
 * lost (the outbox sends the mails, with retries, whenever SMTP is there). The form's Idempotency-Key
 * turns a double submit or a retry into the same lead and the same answer.
 */
import { AppError, fieldText } from "../app-error";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { projectPath } from "../catalogue/card";
import { fileDownloadPath } from "../catalogue/project/files";
import { db } from "../db/client";
import { mailTexts } from "../i18n/standalone";
import { leadEvents, leads, projectFiles, projects, units } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { kickMailOutbox } from "../mail/outbox";
import { leadConfirmationMail, leadNotificationMail, type LeadMailInput } from "../mail/templates/lead";
import { mainOrigin, siteOrigin } from "../site/origin";
import { sitePath, type Site } from "../site/site";
import { DOCUMENT_KINDS, MIN_FILL_MS, type LeadRequest } from "./schemas";
import { listedCondition } from "../catalogue/visibility";
import { autoAssignLead } from "../crm/assign/auto";
import { env } from "../env";
import { classifySource } from "../figures/source";

interface LeadDocument {
  title: string;
  url: string;
}

export interface CreatedLead {
  id: number;
  /** For a logged-in client's price-list, floor-plan or brochure request: the documents, at once. */
  documents: LeadDocument[];
  /** True when this answer repeats an earlier one (same Idempotency-Key). */
  replayed: boolean;
}

/** What a retry must repeat exactly for its key to mean "the same request". */
function requestHash(input: LeadRequest, site: Site): string {
  const { website, elapsed_ms, source, ...fields } = input;
  void website;
  void elapsed_ms;
  void source;
  const canonical = JSON.stringify([site.partnerId, Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))]);
  return createHash("sha256").update(canonical).digest("hex");
}

function refuseSpam(input: LeadRequest): void {
  if (input.website) throw new AppError("unprocessable", "requestNotProcessed", { fields: { website: [fieldText("fieldLeaveEmpty")] } });
  if (input.elapsed_ms !== undefined && input.elapsed_ms < MIN_FILL_MS) {
    throw new AppError("unprocessable", "tooFast", { fields: { _: [fieldText("fieldTooFast")] } });
  }
}

async function findProject(projectId: number | undefined, unitId: number | undefined, sitePartnerId: number) {
  if (projectId === undefined) {
    if (unitId !== undefined) throw new AppError("unprocessable", "invalidInput", { fields: { unit_id: [fieldText("fieldProjectFirst")] } });
    return null;
  }
  const database = await db();
  const [project] = await database
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projects)
    .where(and(eq(projects.id, projectId), listedCondition(sitePartnerId)))
    .limit(1);
  if (!project) throw new AppError("unprocessable", "invalidInput", { fields: { project_id: [fieldText("fieldUnknownProject")] } });
  if (unitId === undefined) return { ...project, unit: null };
  const [unit] = await database.select({ id: units.id, reference: units.reference }).from(units).where(and(eq(units.id, unitId), eq(units.projectId, projectId))).limit(1);
  if (!unit) throw new AppError("unprocessable", "invalidInput", { fields: { unit_id: [fieldText("fieldUnitNotInProject")] } });
  return { ...project, unit };
}

async function documentsFor(kind: LeadRequest["kind"], projectId: number | null): Promise<LeadDocument[]> {
  const fileKind = DOCUMENT_KINDS[kind as keyof typeof DOCUMENT_KINDS];
  if (!fileKind || projectId === null) return [];
  const database = await db();
  const rows = await database
    .select({ id: projectFiles.id, title: projectFiles.title })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.kind, fileKind)));
  return rows.map((row) => ({ title: row.title, url: fileDownloadPath(row.id) }));
}

async function replay(key: string, hash: string, clientId: number | null): Promise<CreatedLead | null> {
  const database = await db();
  const [existing] = await database.select({ id: leads.id, hash: leads.requestHash, kind: leads.kind, projectId: leads.projectId }).from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  if (!existing) return null;
  if (existing.hash !== hash) throw new AppError("conflict", "idempotencyKeyReused", { fields: { "Idempotency-Key": [fieldText("fieldKeyUsed")] } });
  return { id: existing.id, documents: clientId === null || existing.kind === "match" ? [] : await documentsFor(existing.kind, existing.projectId), replayed: true };
}

const isUniqueViolation = (error: unknown) => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) if ((current as { code?: unknown }).code === "23505") return true;
  return false;
};

export async function createLead(input: LeadRequest, site: Site, clientId: number | null, idempotencyKey: string | null, now = new Date()): Promise<CreatedLead> {
  refuseSpam(input);
  const hash = requestHash(input, site);
  if (idempotencyKey) {
    const earlier = await replay(idempotencyKey, hash, clientId);
    if (earlier) return earlier;
  }
  if (input.preferred_date && (input.preferred_date < now.toISOString().slice(0, 10) || Date.parse(input.preferred_date) > now.getTime() + 366 * 86_400_000)) {
    throw new AppError("unprocessable", "invalidInput", { fields: { preferred_date: [fieldText("fieldDateRange")] } });
  }
  const project = await findProject(input.project_id, input.unit_id, site.partnerId);
  const origin = siteOrigin(site);
  const mailLead = (id: number): LeadMailInput => ({
    id,
    kind: input.kind,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    zipCode: input.zip_code,
    address: input.address,
    subject: input.subject,
    message: input.message,
    preferredDate: input.preferred_date,
    partOfDay: input.part_of_day,
    project: project ? { name: project.name, url: `${origin}${sitePath(site, projectPath(project))}` } : null,
    unitReference: project?.unit?.reference,
  });
  const documents = clientId === null ? [] : await documentsFor(input.kind, project?.id ?? null);
  const guestWantsDocument = clientId === null && input.kind in DOCUMENT_KINDS;
  const documentNote = guestWantsDocument
    ? mailTexts("lead.registerForDocuments", { url: `${origin}${sitePath(site, "/client-register")}` })
    : undefined;
  // Where the visit came from (the figures' lead sources); nothing said: unknown.
  const source = input.source ? classifySource(input.source, { kind: site.kind, slug: site.slug, customDomain: site.customDomain, website: site.contact.website }, env().MAIN_HOSTS) : null;
  const database = await db();
  try {
    const id = await database.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          kind: input.kind,
          partnerId: site.partnerId || null,
          clientId,
          projectId: project?.id ?? null,
          unitId: project?.unit?.id ?? null,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone || null,
          zipCode: input.zip_code || null,
          address: input.address || null,
          subject: input.subject || null,
          message: input.message || null,
          preferredDate: input.preferred_date ?? null,
          partOfDay: input.part_of_day ?? null,
          privacyAcceptedAt: now,
          idempotencyKey,
          requestHash: hash,
          source: source?.source ?? null,
          sourceDetail: source?.detail ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: leads.id });
      const leadId = row!.id;
      await tx.insert(leadEvents).values({ leadId, kind: "created", toStatus: "new", createdAt: now });
      const inbox = site.contact.email;
      if (inbox) await enqueueMail(tx, { to: inbox, leadId, ...leadNotificationMail(site, mailLead(leadId), `${mainOrigin()}/crm/leads/${leadId}`) });
      await enqueueMail(tx, { to: input.email, leadId, ...leadConfirmationMail(site, mailLead(leadId), { documentNote }) });
      return leadId;
    });
    kickMailOutbox();
    // Stored first: assignment is a step after, and its failure leaves the lead unassigned (logged).
    await autoAssignLead(id, now);
    return { id, documents, replayed: false };
  } catch (error) {
    // Two submits with one key at the same moment: the second finds the first.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await replay(idempotencyKey, hash, clientId);
      if (earlier) return earlier;
    }
    throw error;
  }
}
