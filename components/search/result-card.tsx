import { CompareToggle } from "@/components/compare/compare-toggle";
import { ProjectCard, type ProjectCardLayout } from "@/components/listing/project-card";
import type { ProjectCard as Card } from "@/lib/catalogue/card";

/** A search result: the project card with the "Vergelijk" toggle. */
export function ResultCard({ project, layout, priority }: { project: Card; layout?: ProjectCardLayout; priority?: boolean }) {
  return (
    <ProjectCard
      project={project}
      layout={layout}
      priority={priority}
      action={<CompareToggle name={project.name} className={layout === "row" ? "border-slate-300 aria-pressed:border-primary" : undefined} />}
    />
  );
}
