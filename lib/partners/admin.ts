import "server-only";
/**
 * Partner management from the CRM (admins): the CLI's rules and checks (manage.ts) on the app's
 * database, their errors as the API's 422 with fields, and every change refreshing the cached pages
 * of that partner's site alone (colours, logo, contact details) and the reads over all partners.
 */
import { ApiError, notFound } from "../api/errors";
import { revalidatePartner, revalidatePartnerList } from "../catalogue/cache";
import { db } from "../db/client";
import { env } from "../env";
import { logoProblem, type LogoType } from "./logo";
import { removeLogo, saveLogo } from "./logo-store";
import { addPartner, findPartnerById, PartnerInputError, updatePartner } from "./manage";

function asApiError(error: unknown): unknown {
  if (!(error instanceof PartnerInputError)) return error;
  return new ApiError("unprocessable", "Ongeldige invoer", Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, [message]])));
}

export async function createPartner(input: unknown) {
  try {
    const created = await addPartner(await db(), input, env().MAIN_HOSTS);
    // A new partner has no cached page yet; the franchise page's free costas change.
    revalidatePartnerList();
    return created;
  } catch (error) {
    throw asApiError(error);
  }
}

export async function changePartner(id: number, input: Record<string, unknown>) {
  const database = await db();
  const partner = await findPartnerById(database, id);
  if (!partner) throw notFound("Partner niet gevonden");
  try {
    const updated = await updatePartner(database, { ...input, slug: partner.slug }, env().MAIN_HOSTS);
    revalidatePartner(id);
    return updated;
  } catch (error) {
    throw asApiError(error);
  }
}

const LOGO_PROBLEMS = { type: "alleen PNG, JPEG of WebP (en het bestand moet dat ook echt zijn)", size: "hoogstens 512 kB", empty: "het bestand is leeg" } as const;

async function afterLogoChange(id: number) {
  const partner = await findPartnerById(await db(), id);
  if (!partner) throw notFound("Partner niet gevonden");
  revalidatePartner(id);
  return partner;
}

/** A new logo: its first bytes must be the declared image type. */
export async function changePartnerLogo(id: number, type: LogoType, bytes: Buffer) {
  const problem = logoProblem(bytes, type);
  if (problem) throw new ApiError("unprocessable", "Dit logo kan niet worden gebruikt", { data: [LOGO_PROBLEMS[problem]] });
  if (!(await saveLogo(id, type, bytes))) throw notFound("Partner niet gevonden");
  return afterLogoChange(id);
}

/** The partner goes back to its name alone. */
export async function removePartnerLogo(id: number) {
  if (!(await removeLogo(id))) throw notFound("Partner niet gevonden");
  return afterLogoChange(id);
}
