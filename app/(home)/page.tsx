import { HomeCallToAction } from "@/components/home/home-call-to-action";
import { HomeHero } from "@/components/home/home-hero";
import { HomeServices } from "@/components/home/home-services";

/** The main brand's home (placeholder until the full home lands: sliders, testimonials, blog). */
export default function HomePage() {
  return (
    <>
      <HomeHero searchHref="/old/search" franchiseHref="/franchise" />
      <HomeServices />
      <HomeCallToAction searchHref="/old/search" />
    </>
  );
}
