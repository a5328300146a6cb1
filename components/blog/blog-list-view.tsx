import { useTranslations } from "next-intl";
import { BlogCard } from "@/components/blog/blog-card";
import { Pagination } from "@/components/listing/pagination";
import { PageHeader } from "@/components/partner/page-header";
import { Container } from "@/components/ui/container";
import { blogListPath, type BlogList } from "@/lib/content/paths";
import { sitePath, type Site } from "@/lib/site/site";

/** `/blog`: the site's posts, newest first, a page at a time. */
export function BlogListView({ site, list }: { site: Site; list: BlogList }) {
  const t = useTranslations("blog");
  return (
    <>
      <PageHeader eyebrow={site.name} title={list.page > 1 ? t("titlePaged", { page: list.page, pages: list.pageCount }) : t("title")} intro={t("intro")} />
      <Container className="py-12">
        {list.posts.length === 0 ? (
          <p className="text-slate-700">{t("empty")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.posts.map((post) => (
              <li key={post.id}>
                <BlogCard site={site} post={post} />
              </li>
            ))}
          </ul>
        )}
        <Pagination className="mt-10" page={list.page} pageCount={list.pageCount} href={(page) => sitePath(site, blogListPath(page))} />
      </Container>
    </>
  );
}
