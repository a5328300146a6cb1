import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "@/lib/catalogue/project/json-ld";
import { blogPostJsonLd } from "@/lib/content/json-ld";
import { blogListPath, contentPath } from "@/lib/content/paths";
import { buildSitemap } from "@/lib/seo/sitemap";

describe("blog paths", () => {
  it("puts posts under /blog and pages at the root, page 1 of the list without ?page", () => {
    expect(contentPath({ slug: "nie-nummer-aanvragen", kind: "blog" })).toBe("/blog/nie-nummer-aanvragen");
    expect(contentPath({ slug: "kosten-koper-spanje", kind: "page" })).toBe("/kosten-koper-spanje");
    expect(blogListPath(1)).toBe("/blog");
    expect(blogListPath(2)).toBe("/blog?page=2");
  });
});

describe("blog structured data", () => {
  const input = {
    url: "https://costanieuwbouw.nl/blog/nie",
    title: "Het NIE-nummer </script>",
    description: "Zo vraagt u het aan.",
    published: new Date("2026-01-05T10:00:00Z"),
    modified: new Date("2026-01-06T10:00:00Z"),
    publisher: { name: "Costa Nieuwbouw", url: "https://costanieuwbouw.nl/" },
  };
  const crumbs = [
    { name: "Home", url: "https://costanieuwbouw.nl/" },
    { name: "Blog", url: "https://costanieuwbouw.nl/blog" },
    { name: "Het NIE-nummer", url: "https://costanieuwbouw.nl/blog/nie" },
  ];

  it("describes the Article with its dates and publisher, and the trail as a BreadcrumbList", () => {
    const [article, trail] = blogPostJsonLd(input, crumbs);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: input.title,
      url: input.url,
      datePublished: "2026-01-05T10:00:00.000Z",
      dateModified: "2026-01-06T10:00:00.000Z",
      publisher: { "@type": "Organization", name: "Costa Nieuwbouw" },
    });
    expect(trail).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, item: input.url }] });
    expect(serializeJsonLd([article!, trail!])).not.toContain("</script>");
  });
});

describe("blog in the sitemap", () => {
  const content = [
    { slug: "kosten-koper", kind: "page" as const, updatedAt: new Date(0) },
    { slug: "nie-nummer-aanvragen", kind: "blog" as const, updatedAt: new Date(0) },
  ];

  it("lists the main host's /blog and its posts without /old, and a partner's under its own /blog", () => {
    const main = buildSitemap({ origin: "https://c.nl", host: { kind: "main" }, projects: [], content }).map((entry) => entry.url);
    expect(main).toEqual(expect.arrayContaining(["https://c.nl/blog", "https://c.nl/blog/nie-nummer-aanvragen", "https://c.nl/old/kosten-koper"]));
    expect(main.some((url) => url.includes("/old/blog"))).toBe(false);
    const partner = buildSitemap({ origin: "https://p.nl", host: { kind: "partner" }, projects: [], content }).map((entry) => entry.url);
    expect(partner).toEqual(expect.arrayContaining(["https://p.nl/blog", "https://p.nl/blog/nie-nummer-aanvragen", "https://p.nl/kosten-koper"]));
  });
});
