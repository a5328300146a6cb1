/**
 * Creating and updating partners (the `npm run partner` CLI and the CRM's partner pages). Validates
 * with the shared zod schemas and checks uniqueness and exclusivity in the database; errors name the
 * field in Dutch.
 */
import "../i18n/standalone"; // the schemas' Dutch field messages on this side
import { asc, eq, ne, and, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { geo, partners } from "../db/schema";
import { stripWww } from "../site/host";
import { partnerInputSchema, partnerUpdateSchema, type PartnerInput } from "./schemas";
import { AppError, fieldText } from "../app-error";

/** Invalid partner input, one message per field (the CRM answers it as invalid input, the CLI prints it). */
export class PartnerInputError extends AppError {
  override name = "PartnerInputError";
  constructor(fields: Record<string, string>) {
    super("unprocessable", "invalidInput", { fields: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [message]])) });
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
    regionIds: input.regions,
    active: input.active,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export async function assertDomainFree(database: Database, domain: string | null | undefined, mainHosts: readonly string[], exceptSlug?: string) {
  if (!domain) return;
  if (mainHosts.some((host) => stripWww(host) === domain)) throw new PartnerInputError({ domain: fieldText("domainOfMainSite") });
  const where = exceptSlug ? and(eq(partners.domain, domain), ne(partners.slug, exceptSlug)) : eq(partners.domain, domain);
  const [taken] = await database.select({ slug: partners.slug }).from(partners).where(where).limit(1);
  if (taken) throw new PartnerInputError({ domain: fieldText("domainTaken", { slug: taken.slug }) });
}

/** Exclusivity: a costa belongs to one partner at most (a deactivated one keeps its claim until edited). */
async function assertRegionsFree(database: Database, regionIds: readonly number[] | undefined, exceptSlug?: string) {
  if (!regionIds?.length) return;
  const known = await database.select({ id: geo.id, name: geo.name }).from(geo).where(and(inArray(geo.id, [...regionIds]), eq(geo.kind, "region")));
  if (known.length !== regionIds.length) throw new PartnerInputError({ regions: fieldText("fieldUnknownRegion") });
  const others = await database.select({ slug: partners.slug, regionIds: partners.regionIds }).from(partners).where(exceptSlug ? ne(partners.slug, exceptSlug) : undefined);
  for (const region of known) {
    const holder = others.find((other) => other.regionIds.includes(region.id));
    if (holder) throw new PartnerInputError({ regions: fieldText("regionTaken", { region: region.name, slug: holder.slug }) });
  }
}

export async function addPartner(database: Database, raw: unknown, mainHosts: readonly string[]) {
  const input = parseOrThrow(partnerInputSchema.safeParse(raw));
  const [existing] = await database.select({ id: partners.id }).from(partners).where(eq(partners.slug, input.slug)).limit(1);
  if (existing) throw new PartnerInputError({ slug: fieldText("fieldExists") });
  await assertDomainFree(database, input.domain, mainHosts);
  await assertRegionsFree(database, input.regions);
  const [created] = await database
    .insert(partners)
    .values({ slug: input.slug, name: input.name, ...columns(input) })
    .returning();
  return created!;
}

export async function updatePartner(database: Database, raw: unknown, mainHosts: readonly string[]) {
  const input = parseOrThrow(partnerUpdateSchema.safeParse(raw));
  await assertDomainFree(database, input.domain, mainHosts, input.slug);
  await assertRegionsFree(database, input.regions, input.slug);
  const changes = columns(input);
  if (Object.keys(changes).length === 0) throw new PartnerInputError({ input: fieldText("fieldNoChanges") });
  const [updated] = await database
    .update(partners)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partners.slug, input.slug))
    .returning();
  if (!updated) throw new PartnerInputError({ slug: fieldText("fieldUnknownPartner") });
  return updated;
}

export function listPartners(database: Database) {
  return database.select().from(partners).orderBy(asc(partners.slug));
}

/** Costas by slug or id (`--regions costa-del-sol,12` on the command line) as geo ids. */
export async function regionIdsFrom(database: Database, names: readonly string[]): Promise<number[]> {
  const rows = await database.select({ id: geo.id, slug: geo.slug }).from(geo).where(eq(geo.kind, "region"));
  return names.map((name) => {
    const found = rows.find((row) => row.slug === name || String(row.id) === name);
    if (!found) throw new PartnerInputError({ regions: fieldText("fieldUnknownRegionNamed", { name }) });
    return found.id;
  });
}

/** Every costa, for the partner form's regions of exclusivity. */
export function listCostas(database: Database) {
  return database.select({ id: geo.id, slug: geo.slug, name: geo.name }).from(geo).where(eq(geo.kind, "region")).orderBy(asc(geo.name));
}

export async function findPartnerById(database: Database, id: number) {
  const [partner] = await database.select().from(partners).where(eq(partners.id, id)).limit(1);
  return partner ?? null;
}
