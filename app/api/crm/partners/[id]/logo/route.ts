import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { revalidateCatalogue } from "@/lib/catalogue/cache";
import { crmPartnerLogoCall, crmPartnerLogoDeleteCall } from "@/lib/crm/admin-calls";
import { db } from "@/lib/db/client";
import { logoProblem } from "@/lib/partners/logo";
import { removeLogo, saveLogo } from "@/lib/partners/logo-store";
import { findPartnerById } from "@/lib/partners/manage";
import { partnerForAdmin } from "@/lib/partners/present";

export const dynamic = "force-dynamic";

const PROBLEMS = { type: "alleen PNG, JPEG of WebP (en het bestand moet dat ook echt zijn)", size: "hoogstens 512 kB", empty: "het bestand is leeg" } as const;

async function answer(partnerId: number) {
  const partner = await findPartnerById(await db(), partnerId);
  if (!partner) throw new AppError("not_found", "partnerNotFound");
  revalidateCatalogue();
  return ok(partnerForAdmin(partner));
}

/** A new logo: its first bytes must be the declared image type (admins). */
export const POST = withApi(crmPartnerLogoCall, async ({ params, body }) => {
  const bytes = Buffer.from(body.data, "base64");
  const problem = logoProblem(bytes, body.type);
  if (problem) throw new AppError("unprocessable", "logoUnusable", { fields: { data: [PROBLEMS[problem]] } });
  if (!(await saveLogo(params.id, body.type, bytes))) throw new AppError("not_found", "partnerNotFound");
  return answer(params.id);
});

/** The partner goes back to its name alone (admins). */
export const DELETE = withApi(crmPartnerLogoDeleteCall, async ({ params }) => {
  if (!(await removeLogo(params.id))) throw new AppError("not_found", "partnerNotFound");
  return answer(params.id);
});
