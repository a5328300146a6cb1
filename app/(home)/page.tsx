import { HomeBlog } from "@/components/home/home-blog";
import { HomeClients } from "@/components/home/home-clients";
import { HomeHero } from "@/components/home/home-hero";
import { HomeKitchen } from "@/components/home/home-kitchen";
import { HomeMortgage } from "@/components/home/home-mortgage";
import { HomeMotion } from "@/components/home/home-motion";
import { HomeSearch } from "@/components/home/home-search";
import { HomeServices } from "@/components/home/home-services";
import { HomeSkills } from "@/components/home/home-skills";
import { HomeTestimonials } from "@/components/home/home-testimonials";
import { FeaturedProjects } from "@/components/partner/featured-projects";
import { Container } from "@/components/ui/container";
import { getFeaturedProjects } from "@/lib/catalogue/cards";
import { TYPE_ID } from "@/lib/catalogue/property-types";
import { listBlogPosts } from "@/lib/content/queries";
import { mainListingsSite, searchEntryHref } from "@/lib/home/search-entry";
import { mainSite, sitePath } from "@/lib/site/site";
import "./home.css";

// Reads the catalogue and the blog (the build has no database); the reads themselves are cached.
export const dynamic = "force-dynamic";

/** The main brand's home: every block of the spec's home, in its order. */
export default async function HomePage() {
  const listings = mainListingsSite();
  const site = mainSite();
  const [featured, posts] = await Promise.all([getFeaturedProjects(listings, 6), listBlogPosts(site.partnerId, 1, 3).then((list) => list.posts)]);
  const searchHref = sitePath(listings, "/search");
  return (
    <>
      <HomeHero
        searchHref={searchHref}
        villasHref={searchEntryHref({ place: null, typeId: TYPE_ID.villa, budget: null })}
        franchiseHref={sitePath(site, "/franchise")}
      />
      <HomeSearch searchBase={searchHref} />
      <HomeServices />
      <Container data-reveal="">
        <FeaturedProjects projects={featured} searchHref={searchHref} eager={0} />
      </Container>
      <HomeTestimonials />
      <HomeClients />
      <HomeSkills />
      <HomeKitchen contactHref={sitePath(site, "/contact")} />
      <HomeMortgage />
      <HomeBlog site={site} posts={posts} />
      <HomeMotion />
    </>
  );
}
