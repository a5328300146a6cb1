import { useTranslations } from "next-intl";
import { ProjectCard } from "@/components/listing/project-card";
import { ButtonLink } from "@/components/ui/button-link";
import type { ProjectCard as Card } from "@/lib/catalogue/card";

/** Projects like this one (same costa, same type first, nearest price). */
export function SimilarProjects({ projects, region, moreHref }: { projects: Card[]; region: string; moreHref: string }) {
  const t = useTranslations("project");
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="border-t border-slate-200 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="similar-title" className="text-2xl font-bold text-heading">
          {t("similar")}
        </h2>
        <ButtonLink href={moreHref} variant="outline" size="sm">
          {t("similarMore", { region })}
        </ButtonLink>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </div>
    </section>
  );
}
