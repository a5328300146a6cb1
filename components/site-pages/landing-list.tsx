import { useTranslations } from "next-intl";
import { NavLink } from "@/components/ui/nav-link";
import { PageHeader } from "@/components/partner/page-header";
import { Container } from "@/components/ui/container";
import { contentPath } from "@/lib/content/paths";
import type { ContentSummary } from "@/lib/content/types";
import { sitePath, type Site } from "@/lib/site/site";

/** `/new-build-pages`: the landing pages and articles of the site. */
export function LandingList({ site, pages }: { site: Site; pages: ContentSummary[] }) {
  const t = useTranslations("partner");
  return (
    <>
      <PageHeader eyebrow={site.name} title={t("landingTitle")} intro={t("landingIntro")} />
      <Container className="py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((page) => (
            <li key={page.id} className="relative rounded-lg border border-slate-200 bg-white p-6 shadow-sm hover:shadow-md">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{page.kind === "blog" ? t("kindBlog") : t("kindPage")}</p>
              <h2 className="mt-1 text-lg font-semibold text-heading">
                <NavLink href={sitePath(site, contentPath(page))} className="card-link">
                  {page.title}
                </NavLink>
              </h2>
              {page.summary && <p className="mt-2 text-sm text-slate-600">{page.summary}</p>}
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
