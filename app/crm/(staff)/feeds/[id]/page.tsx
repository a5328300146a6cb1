import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { FeedRunNow } from "@/components/crm/feed-run-now";
import { FeedRuns } from "@/components/crm/feed-runs";
import { FeedSourceForm } from "@/components/crm/feed-source-form";
import { Link } from "@/components/ui/link";
import { AppError } from "@/lib/app-error";
import { requireAdmin } from "@/lib/auth/staff-session";
import { FEEDS_PATH, feedSourcePath } from "@/lib/crm/paths";
import { db } from "@/lib/db/client";
import type { Database } from "@/lib/db/client";
import { runsForAdmin, sourceForAdmin } from "@/lib/feeds/admin";
import { listPartners } from "@/lib/partners/manage";

type Props = { params: Promise<{ id: string }> };

const sourceIdOf = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null);

async function findSource(database: Database, id: number | null) {
  if (id === null) return null;
  try {
    return await sourceForAdmin(database, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const source = await findSource(await db(), sourceIdOf((await params).id));
  return { title: (await getTranslations("crm.feeds"))("editTitle", { name: source?.name ?? "" }) };
}

/** Admins: one feed source's settings, "run now", and its runs with their reports. */
export default async function FeedSourcePage({ params }: Props) {
  const id = sourceIdOf((await params).id);
  await requireAdmin(id ? feedSourcePath(id) : FEEDS_PATH);
  const database = await db();
  const source = await findSource(database, id);
  if (!source) notFound();
  const [runs, partners, t] = await Promise.all([runsForAdmin(database, source.id), listPartners(database), getTranslations("crm.feeds")]);
  return (
    <div className="space-y-6">
      <Link href={FEEDS_PATH} className="font-semibold text-primary underline underline-offset-2">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{t("editTitle", { name: source.name })}</h1>
      <FeedSourceForm source={source} partners={partners.map((partner) => ({ id: partner.id, name: partner.name }))} />
      <FeedRunNow sourceId={source.id} disabled={!source.url} />
      <FeedRuns runs={runs} />
    </div>
  );
}
