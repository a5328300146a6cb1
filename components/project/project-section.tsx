import type { ReactNode } from "react";

/** A titled part of the project page; `id` is the anchor the in-page navigation links to. */
export function ProjectSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-heading">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
