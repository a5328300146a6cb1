import type { Metadata } from "next";
import { BlogListView } from "@/components/blog/blog-list-view";
import { blogListMetadata, loadBlogList } from "@/lib/content/blog-page";
import { requireSite } from "@/lib/site/resolve";

type Props = {
  params: Promise<{ partner: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load({ params, searchParams }: Props) {
  const [{ partner }, query] = await Promise.all([params, searchParams]);
  const site = await requireSite(partner);
  return { site, list: await loadBlogList(site, query.page) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, list } = await load(props);
  return blogListMetadata(site, list);
}

/** `/blog` of every site, `?page=N`: the main brand's posts (and a partner's own), under the site's path; a page past the end is a 404. */
export default async function BlogPage(props: Props) {
  const { site, list } = await load(props);
  return <BlogListView site={site} list={list} />;
}
