import { useTranslations } from "next-intl";
import { ProjectCard } from "@/components/listing/project-card";
import { ButtonLink } from "@/components/ui/button-link";
import type { ProjectCard as Card } from "@/lib/catalogue/card";

/** A grid of highlighted projects with a link to the full search; the first `eager` cards' photos load at once (above the fold). */
export function FeaturedProjects({ projects, searchHref, eager = 3 }: { projects: Card[]; searchHref: string; eager?: number }) {
  const t = useTranslations("partner");
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="py-12 lg:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-title" className="text-2xl font-bold text-heading sm:text-3xl">
          {t("featuredTitle")}
        </h2>
        <ButtonLink href={searchHref} variant="outline" size="sm">
          {t("allProjects")}
        </ButtonLink>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          <ProjectCard key={project.id} project={project} priority={index < eager} />
        ))}
      </div>
    </section>
  );
}
