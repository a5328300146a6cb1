import "server-only";
/**
 * Partner management from the CRM (admins): the CLI's rules and checks (manage.ts) on the app's
 * database, their errors as the API's 422 with fields, and every change refreshing the cached pages
 * that show the partner (colours, logo, contact details).
 */
import { ApiError, notFound } from "../api/errors";
import { revalidateCatalogue } from "../catalogue/cache";
import { db } from "../db/client";
import { env } from "../env";
import { addPartner, findPartnerById, PartnerInputError, updatePartner } from "./manage";

function asApiError(error: unknown): unknown {
  if (!(error instanceof PartnerInputError)) return error;
  return new ApiError("unprocessable", "Ongeldige invoer", Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, [message]])));
}

export async function createPartner(input: unknown) {
  try {
    const created = await addPartner(await db(), input, env().MAIN_HOSTS);
    revalidateCatalogue();
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
    revalidateCatalogue();
    return updated;
  } catch (error) {
    throw asApiError(error);
  }
}
