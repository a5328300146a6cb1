import type { Metadata } from "next";
import { BlogListView } from "@/components/blog/blog-list-view";
import { blogListMetadata, loadBlogList } from "@/lib/content/blog-page";
import { mainSite } from "@/lib/site/site";

// Reads the database: never prerendered at build time.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const site = mainSite();
  return blogListMetadata(site, await loadBlogList(site, (await searchParams).page));
}

/** `/blog`, `?page=N`: the main brand's posts; a page past the end is a 404. */
export default async function BlogPage({ searchParams }: Props) {
  const site = mainSite();
  return <BlogListView site={site} list={await loadBlogList(site, (await searchParams).page)} />;
}
