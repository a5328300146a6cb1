import "server-only";
/**
 * Partner management from the CRM (admins): the CLI's rules and checks (manage.ts) on the app's
 * database, their errors as the API's 422 with fields, and every change refreshing the cached pages
 * that show the partner (colours, logo, contact details).
 */
import { AppError } from "../app-error";
import { revalidateCatalogue } from "../catalogue/cache";
import { db } from "../db/client";
import { env } from "../env";
import { addPartner, findPartnerById, updatePartner } from "./manage";

export async function createPartner(input: unknown) {
  const created = await addPartner(await db(), input, env().MAIN_HOSTS);
  revalidateCatalogue();
  return created;
}

export async function changePartner(id: number, input: Record<string, unknown>) {
  const database = await db();
  const partner = await findPartnerById(database, id);
  if (!partner) throw new AppError("not_found", "partnerNotFound");
  const updated = await updatePartner(database, { ...input, slug: partner.slug }, env().MAIN_HOSTS);
  revalidateCatalogue();
  return updated;
}
