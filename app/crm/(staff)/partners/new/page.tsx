import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PartnerForm } from "@/components/crm/partner-form";
import { Link } from "@/components/ui/link";
import { requireAdmin } from "@/lib/auth/staff-session";
import { db } from "@/lib/db/client";
import { listCostas } from "@/lib/partners/manage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.partners"))("newTitle") };
}

/** Admins: a new partner (its logo follows on its own page, once it exists). */
export default async function NewPartnerPage() {
  await requireAdmin("/crm/partners/new");
  const [costas, t] = await Promise.all([listCostas(await db()), getTranslations("crm.partners")]);
  return (
    <div className="space-y-6">
      <Link href="/crm/partners" className="font-semibold text-primary underline underline-offset-2">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{t("newTitle")}</h1>
      <PartnerForm partner={null} costas={costas} />
    </div>
  );
}
