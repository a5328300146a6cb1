import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PartnersTable } from "@/components/crm/partners-table";
import { ButtonLink } from "@/components/ui/button-link";
import { requireAdmin } from "@/lib/auth/staff-session";
import { db } from "@/lib/db/client";
import { listCostas, listPartners } from "@/lib/partners/manage";
import { partnerForAdmin } from "@/lib/partners/present";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.partners"))("title") };
}

/** Admins: every partner, and the way to add one. */
export default async function PartnersPage() {
  await requireAdmin("/crm/partners");
  const database = await db();
  const [partners, costas, t] = await Promise.all([listPartners(database), listCostas(database), getTranslations("crm.partners")]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <ButtonLink href="/crm/partners/new">{t("new")}</ButtonLink>
      </div>
      <PartnersTable partners={partners.map(partnerForAdmin)} costaNames={new Map(costas.map((costa) => [costa.id, costa.name]))} />
    </div>
  );
}
