import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getBlogPost, getContentPage, listBlogPosts, listContentPages } from "@/lib/content/queries";
import { contentPages, partners } from "@/lib/db/schema";
import { getFranchiseOverview } from "@/lib/franchise/queries";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();

describe("the blog", () => {
  it("pages through the seeded posts, newest first, nine at a time", async () => {
    const first = await listBlogPosts(0, 1);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.posts).toHaveLength(9);
    expect(first.pageCount).toBe(Math.ceil(first.total / 9));
    const times = first.posts.map((post) => post.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await listBlogPosts(0, 2);
    expect(second.posts.length).toBe(first.total - 9);
    expect(second.posts.some((post) => first.posts.some((seen) => seen.slug === post.slug))).toBe(false);
    expect((await listBlogPosts(0, first.pageCount + 1)).posts).toEqual([]);
  });

  it("shows a partner the global posts, with its own version of a slug in their place", async () => {
    const [zuidkust] = await database().db.select({ id: partners.id }).from(partners).where(eq(partners.slug, "zuidkust"));
    const partnerId = zuidkust!.id;
    const slug = (await listBlogPosts(0, 1)).posts[0]!.slug;
    await database().db.insert(contentPages).values({ slug, partnerId, kind: "blog", title: "Onze eigen versie", summary: "Een eigen samenvatting van de partner.", body: "Eigen tekst." });
    const list = await listBlogPosts(partnerId, 1);
    expect(list.total).toBe((await listBlogPosts(0, 1)).total);
    expect(list.posts.filter((post) => post.slug === slug).map((post) => post.title)).toEqual(["Onze eigen versie"]);
    expect((await getBlogPost(slug, partnerId))?.title).toBe("Onze eigen versie");
  });

  it("finds a post only as a blog post, and the routed pages only on their own routes", async () => {
    const post = (await listBlogPosts(0, 1)).posts[0]!;
    expect(await getBlogPost(post.slug, 0)).toMatchObject({ slug: post.slug, kind: "blog" });
    expect(await getBlogPost("wonen-en-leven", 0)).toBeNull();
    expect(await getBlogPost("bestaat-niet", 0)).toBeNull();
    expect((await getContentPage("contact", 0))?.body).toContain("## ");
    const listed = (await listContentPages(0)).map((page) => page.slug);
    expect(listed).not.toContain("contact");
    expect(listed).not.toContain("wonen-en-leven");
  });
});

describe("the franchise page's data", () => {
  it("lists the costas without an exclusive partner and points to zuidkust's site", async () => {
    const overview = await getFranchiseOverview();
    expect(overview.example).toEqual({ slug: "zuidkust", name: "Zuidkust Vastgoed" });
    const slugs = overview.regions.map((region) => region.slug);
    // zuidkust has the Costa del Sol, partner-a the Costa Blanca.
    expect(slugs).not.toContain("costa-del-sol");
    expect(slugs).not.toContain("costa-blanca");
    expect(slugs).toEqual(expect.arrayContaining(["costa-calida", "costa-de-almeria", "costa-tropical"]));
    for (const region of overview.regions) expect(region.towns.length).toBeGreaterThan(0);
  });
});
