import "server-only";
/**
 * A partner's own brand, by its owner (the CRM's "Mijn site"): the partner is always the one the
 * owner's scope names, never one from the input, and anyone but an owner is refused here as in the
 * route. Colours are never refused: the site picks the readable text colour on every surface itself
 * (palette.ts), and the answer names the surfaces where it does (`contrast`).
 */
import { eq } from "drizzle-orm";
import { AppError, fieldText } from "../app-error";
import { ownedPartnerId, type StaffScope } from "../crm/staff";
import { db } from "../db/client";
import { partners } from "../db/schema";
import { listAudit } from "./audit";
import { afterPartnerChange, changePartnerAboutPhoto, changePartnerLogo, removePartnerAboutPhoto, removePartnerLogo } from "./admin";
import { brandChangeSchema, type BrandChange } from "./brand-schemas";
import { findPartnerById, PartnerInputError } from "./manage";
import type { ImageType } from "../media/image-type";
import { siteFieldColumns } from "./site-fields";

/** The owner's partner id; a 403 for anyone else (an agent, an admin, a client). */
export function ownPartnerId(scope: StaffScope): number {
  const id = ownedPartnerId(scope);
  if (id === null) throw new AppError("forbidden", "forbidden");
  return id;
}

export async function myPartner(scope: StaffScope) {
  const partner = await findPartnerById(await db(), ownPartnerId(scope));
  if (!partner) throw new AppError("not_found", "partnerNotFound");
  return partner;
}

function columns(input: BrandChange) {
  const values: Partial<typeof partners.$inferInsert> = {
    name: input.name,
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
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export async function changeMyBrand(scope: StaffScope, raw: unknown) {
  const parsed = brandChangeSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("unprocessable", "invalidInput");
  const before = await myPartner(scope);
  const changes = { ...columns(parsed.data), ...siteFieldColumns(parsed.data, before.socialLinks) };
  if (Object.keys(changes).length === 0) throw new PartnerInputError({ input: fieldText("fieldNoChanges") });
  await (await db()).update(partners).set({ ...changes, updatedAt: new Date() }).where(eq(partners.id, before.id));
  return afterPartnerChange(before, scope.id);
}

export async function changeMyLogo(scope: StaffScope, type: ImageType, bytes: Buffer) {
  return changePartnerLogo(ownPartnerId(scope), type, bytes, scope.id);
}

export async function removeMyLogo(scope: StaffScope) {
  return removePartnerLogo(ownPartnerId(scope), scope.id);
}

/** The "over ons" photo of the own uw-makelaar page. */
export async function changeMyAboutPhoto(scope: StaffScope, type: ImageType, bytes: Buffer) {
  return changePartnerAboutPhoto(ownPartnerId(scope), type, bytes, scope.id);
}

export async function removeMyAboutPhoto(scope: StaffScope) {
  return removePartnerAboutPhoto(ownPartnerId(scope), scope.id);
}

export async function myAudit(scope: StaffScope) {
  return listAudit(await db(), ownPartnerId(scope));
}

/** The admin's view of any partner's audit list. */
export async function partnerAuditForAdmin(scope: StaffScope, partnerId: number) {
  if (scope.role !== "admin") throw new AppError("forbidden", "forbidden");
  const partner = await findPartnerById(await db(), partnerId);
  if (!partner) throw new AppError("not_found", "partnerNotFound");
  return listAudit(await db(), partnerId);
}
