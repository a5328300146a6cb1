import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AuditList } from "@/components/crm/audit-list";
import { DomainActivate } from "@/components/crm/domain-activate";
import { LogoUpload } from "@/components/crm/logo-upload";
import { PartnerForm } from "@/components/crm/partner-form";
import { Link } from "@/components/ui/link";
import { requireAdmin, scopeOf } from "@/lib/auth/staff-session";
import { partnerPath } from "@/lib/crm/paths";
import { db } from "@/lib/db/client";
import { partnerAuditForAdmin } from "@/lib/partners/brand";
import { domainStatus } from "@/lib/partners/domain";
import { findPartnerById, listCostas } from "@/lib/partners/manage";
import { partnerForAdmin } from "@/lib/partners/present";

type Props = { params: Promise<{ id: string }> };

const partnerIdOf = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = partnerIdOf((await params).id);
  const partner = id ? await findPartnerById(await db(), id) : null;
  return { title: (await getTranslations("crm.partners"))("editTitle", { name: partner?.name ?? "" }) };
}

/** Admins: one partner's settings and logo, its owner's domain request, and its audit list. */
export default async function PartnerPage({ params }: Props) {
  const id = partnerIdOf((await params).id);
  const admin = await requireAdmin(id ? partnerPath(id) : "/crm/partners");
  const database = await db();
  const [partner, costas, t] = await Promise.all([id ? findPartnerById(database, id) : null, listCostas(database), getTranslations("crm.partners")]);
  if (!partner) notFound();
  const [status, audit] = await Promise.all([domainStatus(partner), partnerAuditForAdmin(scopeOf(admin), partner.id)]);
  return (
    <div className="space-y-6">
      <Link href="/crm/partners" className="font-semibold text-primary underline underline-offset-2">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{t("editTitle", { name: partner.name })}</h1>
      <LogoUpload partnerId={partner.id} partnerName={partner.name} logoUrl={partner.logoUrl} />
      <PartnerForm partner={partnerForAdmin(partner)} costas={costas} />
      <DomainActivate partnerId={partner.id} status={status} />
      <AuditList entries={audit} />
    </div>
  );
}
