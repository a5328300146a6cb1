import type { ReactNode } from "react";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { Icon } from "@/components/ui/icons";
import type { ProjectDetail } from "@/lib/catalogue/project/types";

/** Name, type, place, status, the favorite button and `share` (the share menu): the top of the project page. */
export function ProjectHeader({ project, share }: { project: ProjectDetail; share?: ReactNode }) {
  const format = useCatalogueFormat();
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{format.typeLabel(project.type_id)}</p>
        <h1 className="mt-1 text-3xl font-bold text-heading sm:text-4xl">{project.name}</h1>
        <p className="mt-2 flex items-center gap-1.5 text-slate-600">
          <Icon name="pin" className="size-5 shrink-0 text-primary" />
          {format.place(project.town, project.region)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded bg-primary px-2.5 py-1 text-sm font-semibold text-on-primary">{format.statusLabel(project.status)}</span>
        <span className="print:hidden">
          <FavoriteButton project={project} variant="labelled" />
        </span>
        {share}
      </div>
    </header>
  );
}
