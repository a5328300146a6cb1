import type { Metadata } from "next";
import { BlogArticleView } from "@/components/blog/blog-article-view";
import { blogPostMetadata, blogPostTrail, loadBlogPost } from "@/lib/content/blog-page";
import { mainSite } from "@/lib/site/site";

// Reads the database: never prerendered at build time.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = mainSite();
  return blogPostMetadata(site, await loadBlogPost(site, (await params).slug));
}

/** `/blog/{slug}`: one of the main brand's posts; an unknown slug is a 404. */
export default async function BlogPostPage({ params }: Props) {
  const site = mainSite();
  const post = await loadBlogPost(site, (await params).slug);
  return <BlogArticleView site={site} post={post} {...await blogPostTrail(site, post)} />;
}
