import { useFormatter, useTranslations } from "next-intl";
import { Breadcrumbs, type BreadcrumbLink } from "@/components/project/breadcrumbs";
import { JsonLdScript } from "@/components/project/json-ld-script";
import { SearchTeaser } from "@/components/site-pages/search-teaser";
import { ContentView } from "@/components/site-pages/content-view";
import { NavLink } from "@/components/ui/nav-link";
import type { JsonLd } from "@/lib/catalogue/project/json-ld";
import { BLOG_PATH } from "@/lib/content/paths";
import type { ContentPage } from "@/lib/content/types";
import { sitePath, type Site } from "@/lib/site/site";

type Props = {
  site: Site;
  post: ContentPage;
  crumbs: BreadcrumbLink[];
  jsonLd: JsonLd[];
};

/** `/blog/{slug}`: one post, with its trail, date, structured data and the way back to the list. */
export function BlogArticleView({ site, post, crumbs, jsonLd }: Props) {
  const t = useTranslations("blog");
  const format = useFormatter();
  return (
    <>
      <JsonLdScript data={jsonLd} />
      <ContentView
        page={post}
        eyebrow={t("eyebrow")}
        before={
          <div className="mb-8 space-y-3">
            <Breadcrumbs items={crumbs} />
            <p className="text-sm text-slate-600">
              {t.rich("published", { date: () => <time dateTime={post.createdAt.toISOString()}>{format.dateTime(post.createdAt, { dateStyle: "long" })}</time> })}
            </p>
          </div>
        }
        after={
          <NavLink href={sitePath(site, BLOG_PATH)} className="font-semibold text-primary underline underline-offset-2">
            {t("back")}
          </NavLink>
        }
        aside={<SearchTeaser site={site} />}
      />
    </>
  );
}
