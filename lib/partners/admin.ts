import "server-only";
/**
 * Partner management from the CRM (admins, and owners for their own partner through brand.ts): the
 * CLI's rules and checks (manage.ts) on the app's database, their errors as the API's 422 with fields,
 * every change recorded in the partner's audit list and refreshing the cached pages of that partner's
 * site alone (colours, logo, contact details) and the reads over all partners.
 */
import { eq } from "drizzle-orm";
import { AppError, fieldText } from "../app-error";
import { revalidatePartner, revalidatePartnerList } from "../catalogue/cache";
import { db } from "../db/client";
import { partners } from "../db/schema";
import { env } from "../env";
import { auditChanges, recordAudit } from "./audit";
import type { ImageType } from "../media/image-type";
import { aboutPhotoProblem } from "./about-photo";
import { removeAboutPhoto, resizeAboutPhoto, saveAboutPhoto } from "./about-photo-store";
import { logoProblem } from "./logo";
import { encodeLogo } from "./logo-image";
import { removeLogo, saveLogo } from "./logo-store";
import type { BrandChange } from "./brand-schemas";
import { addPartner, findPartnerById, updatePartner } from "./manage";
import { siteFieldColumns } from "./site-fields";

export async function createPartner(input: unknown) {
  const created = await addPartner(await db(), input, env().MAIN_HOSTS);
  // A new partner has no cached page yet; the franchise page's free costas change.
  revalidatePartnerList();
  return created;
}

async function existingPartner(id: number) {
  const partner = await findPartnerById(await db(), id);
  if (!partner) throw new AppError("not_found", "partnerNotFound");
  return partner;
}

/** Records what changed between `before` and the partner now, and refreshes its site; the partner now. */
export async function afterPartnerChange(before: Awaited<ReturnType<typeof existingPartner>>, actorId: number) {
  const database = await db();
  const after = await existingPartner(before.id);
  await recordAudit(database, before.id, actorId, auditChanges(before, after));
  revalidatePartner(before.id);
  return after;
}

type SiteFieldsChange = Pick<BrandChange, "whatsapp" | "opening_hours" | "about" | "socials">;

/**
 * The admin's change: the CLI's fields through its rules (a change of none of them, and of nothing
 * else, is its "no changes" 422), then the site's fields (WhatsApp, hours, over-ons text, social links).
 */
export async function changePartner(id: number, input: Record<string, unknown> & SiteFieldsChange, actorId: number) {
  const partner = await existingPartner(id);
  const { whatsapp, opening_hours, about, socials, ...cliFields } = input;
  const siteColumns = siteFieldColumns({ whatsapp, opening_hours, about, socials }, partner.socialLinks);
  const database = await db();
  if (Object.keys(cliFields).length > 0 || Object.keys(siteColumns).length === 0) await updatePartner(database, { ...cliFields, slug: partner.slug }, env().MAIN_HOSTS);
  if (Object.keys(siteColumns).length > 0) await database.update(partners).set({ ...siteColumns, updatedAt: new Date() }).where(eq(partners.id, id));
  return afterPartnerChange(partner, actorId);
}

const LOGO_PROBLEMS = { type: "fieldLogoType", size: "fieldLogoSize", empty: "fieldLogoEmpty" } as const;

/** A new logo: its first bytes must be the declared image type; stored decoded and re-encoded, never as it came. */
export async function changePartnerLogo(id: number, type: ImageType, bytes: Buffer, actorId: number) {
  const problem = logoProblem(bytes, type);
  if (problem) throw new AppError("unprocessable", "logoUnusable", { fields: { data: [fieldText(LOGO_PROBLEMS[problem])] } });
  const before = await existingPartner(id);
  if (!(await saveLogo(id, await encodeLogo(bytes, type)))) throw new AppError("not_found", "partnerNotFound");
  return afterPartnerChange(before, actorId);
}

/** The partner goes back to its name alone. */
export async function removePartnerLogo(id: number, actorId: number) {
  const before = await existingPartner(id);
  if (!(await removeLogo(id))) throw new AppError("not_found", "partnerNotFound");
  return afterPartnerChange(before, actorId);
}

const ABOUT_PHOTO_PROBLEMS = { type: "fieldLogoType", size: "fieldAboutPhotoSize", empty: "fieldLogoEmpty" } as const;

/** A new "over ons" photo: the declared image type by its first bytes, decoded by sharp, stored resized. */
export async function changePartnerAboutPhoto(id: number, type: ImageType, bytes: Buffer, actorId: number) {
  const problem = aboutPhotoProblem(bytes, type);
  if (problem) throw new AppError("unprocessable", "aboutPhotoUnusable", { fields: { data: [fieldText(ABOUT_PHOTO_PROBLEMS[problem])] } });
  const before = await existingPartner(id);
  const photos = await resizeAboutPhoto(bytes, type);
  if (!(await saveAboutPhoto(id, photos))) throw new AppError("not_found", "partnerNotFound");
  return afterPartnerChange(before, actorId);
}

/** The uw-makelaar page shows the over-ons text alone again. */
export async function removePartnerAboutPhoto(id: number, actorId: number) {
  const before = await existingPartner(id);
  if (!(await removeAboutPhoto(id))) throw new AppError("not_found", "partnerNotFound");
  return afterPartnerChange(before, actorId);
}
