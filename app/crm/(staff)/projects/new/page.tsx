import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ListingCreateForm } from "@/components/crm/listing-create-form";
import { Link } from "@/components/ui/link";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { mayEditListings } from "@/lib/crm/listing-access";
import { listingLabels } from "@/lib/crm/listing-page";
import { townOptions } from "@/lib/crm/listing-places";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.listings"))("newTitle") };
}

/** A new listing by hand: the partner's own (an admin's: the main brand's). An agent without its owner's leave gets a 404. */
export default async function NewListingPage() {
  const staff = await requireStaff("/crm/projects/new");
  if (!(await mayEditListings(scopeOf(staff)))) notFound();
  const [t, towns, labels] = await Promise.all([getTranslations("crm"), townOptions(), listingLabels()]);
  return (
    <div className="space-y-6">
      <Link href="/crm/projects" className="font-semibold text-primary underline underline-offset-2">
        {t("projects.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("listings.newTitle")}</h1>
        <p className="mt-1 text-slate-700">{staff.role === "admin" ? t("listings.newIntroAdmin") : t("listings.newIntro")}</p>
      </div>
      <ListingCreateForm towns={towns} types={labels.types} statusLabels={labels.statusLabels} />
    </div>
  );
}
