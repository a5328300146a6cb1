import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AboutPhotoUpload } from "@/components/crm/about-photo-upload";
import { AuditList } from "@/components/crm/audit-list";
import { BrandForm } from "@/components/crm/brand-form";
import { DomainPanel } from "@/components/crm/domain-panel";
import { LogoUpload } from "@/components/crm/logo-upload";
import { Link } from "@/components/ui/link";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { ownedPartnerId } from "@/lib/crm/staff";
import { myAudit, myPartner } from "@/lib/partners/brand";
import { domainStatus } from "@/lib/partners/domain";
import { brandForOwner } from "@/lib/partners/present";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.mySite"))("title") };
}

/** A partner's owner: its own site's brand, logo, contact details, over-ons photo, domain and audit list. Agents and admins get a 404. */
export default async function MySitePage() {
  const staff = await requireStaff("/crm/mijn-site");
  if (ownedPartnerId(scopeOf(staff)) === null) notFound();
  const scope = scopeOf(staff);
  const [partner, audit, t] = await Promise.all([myPartner(scope), myAudit(scope), getTranslations("crm.mySite")]);
  const status = await domainStatus(partner);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <Link href={`/${partner.slug}`} className="font-semibold text-primary underline underline-offset-2">
          {t("openSite")}
        </Link>
      </div>
      <p className="text-slate-700">{t("intro")}</p>
      <LogoUpload partnerId={null} partnerName={partner.name} logoUrl={partner.logoUrl} />
      <BrandForm brand={brandForOwner(partner)} />
      <AboutPhotoUpload partnerName={partner.name} photoUrl={partner.aboutPhotoUrl} />
      <DomainPanel initial={status} />
      <AuditList entries={audit} />
    </div>
  );
}
