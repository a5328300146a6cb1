import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeedSourcesTable } from "@/components/crm/feed-sources-table";
import { ButtonLink } from "@/components/ui/button-link";
import { requireAdmin } from "@/lib/auth/staff-session";
import { FEEDS_PATH } from "@/lib/crm/paths";
import { db } from "@/lib/db/client";
import { listSourcesForAdmin } from "@/lib/feeds/admin";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.feeds"))("title") };
}

/** Admins: every feed source with its last run, and the way to register one. */
export default async function FeedSourcesPage() {
  await requireAdmin(FEEDS_PATH);
  const [sources, t] = await Promise.all([listSourcesForAdmin(await db()), getTranslations("crm.feeds")]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <ButtonLink href={`${FEEDS_PATH}/new`}>{t("new")}</ButtonLink>
      </div>
      <p className="max-w-3xl text-slate-700">{t("intro")}</p>
      <FeedSourcesTable sources={sources} />
    </div>
  );
}
