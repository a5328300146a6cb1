/** Structured data of a blog post: the `Article` itself and its breadcrumb trail. Pure: absolute URLs in. */
import { breadcrumbJsonLd, type Crumb, type JsonLd } from "../catalogue/project/json-ld";

export interface ArticleJsonLdInput {
  url: string;
  title: string;
  description: string | null;
  published: Date;
  modified: Date;
  /** The site that publishes it (the main brand or the partner). */
  publisher: { name: string; url: string };
}

function articleJsonLd(input: ArticleJsonLdInput): JsonLd {
  const publisher = { "@type": "Organization", name: input.publisher.name, url: input.publisher.url };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${input.url}#article`,
    headline: input.title,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: "nl",
    datePublished: input.published.toISOString(),
    dateModified: input.modified.toISOString(),
    author: publisher,
    publisher,
  };
}

/** Both blocks of an article page: the article and Home › Blog › article. */
export function blogPostJsonLd(input: ArticleJsonLdInput, crumbs: readonly Crumb[]): JsonLd[] {
  return [articleJsonLd(input), breadcrumbJsonLd(crumbs)];
}
