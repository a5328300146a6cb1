import type { Metadata } from "next";
import { BlogArticleView } from "@/components/blog/blog-article-view";
import { blogPostMetadata, blogPostTrail, loadBlogPost } from "@/lib/content/blog-page";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string; slug: string }> };

async function load({ params }: Props) {
  const { partner, slug } = await params;
  const site = await requireSite(partner);
  return { site, post: await loadBlogPost(site, slug) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, post } = await load(props);
  return blogPostMetadata(site, post);
}

/** `/blog/{slug}` of every site: a post under the site's path; an unknown slug is a 404. */
export default async function BlogPostPage(props: Props) {
  const { site, post } = await load(props);
  return <BlogArticleView site={site} post={post} {...await blogPostTrail(site, post)} />;
}
