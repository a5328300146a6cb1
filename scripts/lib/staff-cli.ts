/**
 * `npm run partner -- staff add`: a CRM user from the command line, with the rules of the CRM's own
 * user page (lib/crm/staff-admin.ts). `--partner <slug>` makes a partner user (an owner; with `--agent`, an agent), `--admin` an admin.
 */
import { AppError, fieldText } from "../../lib/app-error";
import { eq } from "drizzle-orm";
import { createStaffUser } from "../../lib/crm/staff-admin";
import type { Database } from "../../lib/db/client";
import { partners } from "../../lib/db/schema";

type Options = { email?: string; name?: string; password?: string; partner?: string; admin?: boolean; agent?: boolean };

export async function addStaffFromCli(database: Database, options: Options) {
  if (Boolean(options.admin) === Boolean(options.partner)) throw new AppError("unprocessable", "invalidInput", { fields: { partner: ["geef --partner <slug> of --admin"] } });
  let partnerId: number | null = null;
  if (options.partner) {
    const [partner] = await database.select({ id: partners.id }).from(partners).where(eq(partners.slug, options.partner.trim().toLowerCase())).limit(1);
    if (!partner) throw new AppError("unprocessable", "invalidInput", { fields: { partner: [fieldText("fieldUnknownPartner")] } });
    partnerId = partner.id;
  }
  try {
    return await createStaffUser(database, { email: options.email, name: options.name, password: options.password, role: options.admin ? "admin" : "partner", partner_id: partnerId, ...(options.admin ? {} : { team_role: options.agent ? "agent" : "owner" }) });
  } catch (error) {
    // The API names the field partner_id; here it is the --partner option.
    if (!(error instanceof AppError) || !error.fields?.partner_id) throw error;
    const { partner_id: partner, ...rest } = error.fields;
    throw new AppError(error.code, error.key, { fields: { ...rest, partner } });
  }
}
