import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeedSourceForm } from "@/components/crm/feed-source-form";
import { Link } from "@/components/ui/link";
import { requireAdmin } from "@/lib/auth/staff-session";
import { FEEDS_PATH } from "@/lib/crm/paths";
import { db } from "@/lib/db/client";
import { listPartners } from "@/lib/partners/manage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.feeds"))("newTitle") };
}

/** Admins: register a feed source. */
export default async function NewFeedSourcePage() {
  await requireAdmin(`${FEEDS_PATH}/new`);
  const [partners, t] = await Promise.all([listPartners(await db()), getTranslations("crm.feeds")]);
  return (
    <div className="space-y-6">
      <Link href={FEEDS_PATH} className="font-semibold text-primary underline underline-offset-2">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{t("newTitle")}</h1>
      <FeedSourceForm source={null} partners={partners.map((partner) => ({ id: partner.id, name: partner.name }))} />
    </div>
  );
}
