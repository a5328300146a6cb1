import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CompareScope } from "@/components/compare/compare-store";
import { CompareTable } from "@/components/compare/compare-table";
import { PageHeader } from "@/components/partner/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { getProjectCards } from "@/lib/catalogue/cards-by-id";
import { parseCompareIds } from "@/lib/catalogue/compare-ids";
import { comparePath } from "@/lib/catalogue/compare-list";
import { storageSuffix } from "@/lib/catalogue/search/saved-filters";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = {
  params: Promise<{ partner: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite((await params).partner);
  const t = await getTranslations("compare");
  // A personal selection: useful to share, not a page for search engines.
  return { ...(await pageMetadata(site, "/compare", t("title"))), robots: { index: false, follow: true } };
}

/** `?ids=1,2,3`: up to four projects side by side (bad ids are ignored, only the first four count). */
export default async function ComparePage({ params, searchParams }: Props) {
  const [{ partner }, query] = await Promise.all([params, searchParams]);
  const site = await requireSite(partner);
  const t = await getTranslations("compare");
  const projects = await getProjectCards(site, parseCompareIds(query.ids));
  const removeHref = (id: number) => sitePath(site, comparePath(projects.filter((project) => project.id !== id)));
  return (
    <CompareScope suffix={storageSuffix(site.slug)}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="py-8 lg:py-12">
        {projects.length > 0 ? (
          <CompareTable projects={projects} removeHref={removeHref} />
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <h2 className="text-lg font-semibold text-heading">{t("emptyTitle")}</h2>
            <p className="mt-2 text-slate-600">{t("emptyText")}</p>
          </div>
        )}
        <ButtonLink href={sitePath(site, "/search")} variant="outline" size="sm" className="mt-6">
          {t("backToSearch")}
        </ButtonLink>
      </Container>
    </CompareScope>
  );
}
