import "server-only";
/**
 * What the blog routes of every site share (the main host's `/blog`, a partner's `/{partner}/blog`
 * and the `/old` mirror): loading with real 404s, metadata with the canonical URL, and structured data.
 * The `/old` mirror's canonical URLs are the main brand's own `/blog` paths.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { parsePageParam } from "../catalogue/pagination";
import { absoluteUrl, pageMetadata } from "../site/metadata";
import { mainSite, sitePath, type Site } from "../site/site";
import { blogPostJsonLd } from "./json-ld";
import { BLOG_PATH, blogListPath, CONTENT_SLUG, contentPath, type BlogList } from "./paths";
import { getBlogPost, listBlogPosts } from "./queries";
import type { ContentPage } from "./types";

/** The site whose URLs are canonical: the main brand's modern paths for its `/old` mirror. */
function canonicalSite(site: Site): Site {
  return site.kind === "main" ? mainSite() : site;
}

/** `?page=N` of the list: a malformed page or one past the end is a 404 (page 1 always exists). */
export async function loadBlogList(site: Site, pageParam: string | string[] | undefined): Promise<BlogList> {
  const page = parsePageParam(pageParam);
  const list = page === null ? null : await listBlogPosts(site.partnerId, page);
  if (!list || list.page > list.pageCount) notFound();
  return list;
}

export async function loadBlogPost(site: Site, slug: string): Promise<ContentPage> {
  const post = CONTENT_SLUG.test(slug) ? await getBlogPost(slug, site.partnerId) : null;
  if (!post) notFound();
  return post;
}

export async function blogListMetadata(site: Site, list: BlogList): Promise<Metadata> {
  const t = await getTranslations("blog");
  const title = list.page > 1 ? t("titlePaged", { page: list.page, pages: list.pageCount }) : t("title");
  return pageMetadata(canonicalSite(site), blogListPath(list.page), title, t("metaDescription", { name: site.name }));
}

export function blogPostMetadata(site: Site, post: ContentPage): Metadata {
  const metadata = pageMetadata(canonicalSite(site), contentPath(post), post.title, post.summary);
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: "article", publishedTime: post.createdAt.toISOString(), modifiedTime: post.updatedAt.toISOString() },
  };
}

/** The visible trail (site paths) and the Article and BreadcrumbList data (absolute, canonical URLs). */
export async function blogPostTrail(site: Site, post: ContentPage) {
  const t = await getTranslations("blog");
  const canonical = canonicalSite(site);
  const steps = [
    { name: t("home"), path: "/" },
    { name: t("title"), path: BLOG_PATH },
    { name: post.title, path: contentPath(post) },
  ];
  const jsonLd = blogPostJsonLd(
    {
      url: absoluteUrl(canonical, contentPath(post)),
      title: post.title,
      description: post.summary,
      published: post.createdAt,
      modified: post.updatedAt,
      publisher: { name: site.name, url: absoluteUrl(canonical, "/") },
    },
    steps.map((step) => ({ name: step.name, url: absoluteUrl(canonical, step.path) })),
  );
  return { crumbs: steps.map((step) => ({ name: step.name, href: sitePath(site, step.path) })), jsonLd };
}

