/**
 * Creating and updating partners (the `npm run partner` CLI). Validates with the shared zod schemas
 * and checks uniqueness in the database; errors name the field in Dutch.
 */
import { asc, eq, ne, and } from "drizzle-orm";
import type { Database } from "../db/client";
import { partners } from "../db/schema";
import { stripWww } from "../site/host";
import { partnerInputSchema, partnerUpdateSchema, type PartnerInput } from "./schemas";

export class PartnerInputError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.entries(fields).map(([field, message]) => `${field}: ${message}`).join("\n"));
    this.name = "PartnerInputError";
  }
}

function parseOrThrow<T>(result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): T {
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  throw new PartnerInputError(fields);
}

function columns(input: Partial<PartnerInput>) {
  const values: Partial<typeof partners.$inferInsert> = {
    name: input.name,
    domain: input.domain,
    primaryColor: input.primary,
    secondaryColor: input.secondary,
    headingColor: input.heading,
    email: input.email,
    phone: input.phone,
    personName: input.person,
    personRole: input.role,
    companyName: input.company,
    address: input.address,
    website: input.website,
    active: input.active,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

async function assertDomainFree(database: Database, domain: string | null | undefined, mainHosts: readonly string[], exceptSlug?: string) {
  if (!domain) return;
  if (mainHosts.some((host) => stripWww(host) === domain)) throw new PartnerInputError({ domain: "is een domein van de hoofdsite" });
  const where = exceptSlug ? and(eq(partners.domain, domain), ne(partners.slug, exceptSlug)) : eq(partners.domain, domain);
  const [taken] = await database.select({ slug: partners.slug }).from(partners).where(where).limit(1);
  if (taken) throw new PartnerInputError({ domain: `is al in gebruik door partner '${taken.slug}'` });
}

export async function addPartner(database: Database, raw: unknown, mainHosts: readonly string[]) {
  const input = parseOrThrow(partnerInputSchema.safeParse(raw));
  const [existing] = await database.select({ id: partners.id }).from(partners).where(eq(partners.slug, input.slug)).limit(1);
  if (existing) throw new PartnerInputError({ slug: "bestaat al" });
  await assertDomainFree(database, input.domain, mainHosts);
  const [created] = await database
    .insert(partners)
    .values({ slug: input.slug, name: input.name, ...columns(input) })
    .returning();
  return created!;
}

export async function updatePartner(database: Database, raw: unknown, mainHosts: readonly string[]) {
  const input = parseOrThrow(partnerUpdateSchema.safeParse(raw));
  await assertDomainFree(database, input.domain, mainHosts, input.slug);
  const changes = columns(input);
  if (Object.keys(changes).length === 0) throw new PartnerInputError({ input: "geen wijzigingen opgegeven" });
  const [updated] = await database
    .update(partners)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partners.slug, input.slug))
    .returning();
  if (!updated) throw new PartnerInputError({ slug: "onbekende partner" });
  return updated;
}

export function listPartners(database: Database) {
  return database.select().from(partners).orderBy(asc(partners.slug));
}
