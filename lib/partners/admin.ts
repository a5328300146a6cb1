import "server-only";
/**
 * Partner management from the CRM (admins): the CLI's rules and checks (manage.ts) on the app's
 * database, their errors as the API's 422 with fields, and every change refreshing the cached pages
 * of that partner's site alone (colours, logo, contact details) and the reads over all partners.
 */
import { AppError, fieldText } from "../app-error";
import { revalidatePartner, revalidatePartnerList } from "../catalogue/cache";
import { db } from "../db/client";
import { env } from "../env";
import { logoProblem, type LogoType } from "./logo";
import { removeLogo, saveLogo } from "./logo-store";
import { addPartner, findPartnerById, updatePartner } from "./manage";

export async function createPartner(input: unknown) {
  const created = await addPartner(await db(), input, env().MAIN_HOSTS);
  // A new partner has no cached page yet; the franchise page's free costas change.
  revalidatePartnerList();
  return created;
}

export async function changePartner(id: number, input: Record<string, unknown>) {
  const database = await db();
  const partner = await findPartnerById(database, id);
  if (!partner) throw new AppError("not_found", "partnerNotFound");
  const updated = await updatePartner(database, { ...input, slug: partner.slug }, env().MAIN_HOSTS);
  revalidatePartner(id);
  return updated;
}

const LOGO_PROBLEMS = { type: "fieldLogoType", size: "fieldLogoSize", empty: "fieldLogoEmpty" } as const;

async function afterLogoChange(id: number) {
  const partner = await findPartnerById(await db(), id);
  if (!partner) throw new AppError("not_found", "partnerNotFound");
  revalidatePartner(id);
  return partner;
}

/** A new logo: its first bytes must be the declared image type. */
export async function changePartnerLogo(id: number, type: LogoType, bytes: Buffer) {
  const problem = logoProblem(bytes, type);
  if (problem) throw new AppError("unprocessable", "logoUnusable", { fields: { data: [fieldText(LOGO_PROBLEMS[problem])] } });
  if (!(await saveLogo(id, type, bytes))) throw new AppError("not_found", "partnerNotFound");
  return afterLogoChange(id);
}

/** The partner goes back to its name alone. */
export async function removePartnerLogo(id: number) {
  if (!(await removeLogo(id))) throw new AppError("not_found", "partnerNotFound");
  return afterLogoChange(id);
}
