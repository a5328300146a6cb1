import type { ReactNode } from "react";

/**
 * A titled part of the project page; `id` is the anchor the in-page navigation links to. `print`
 * false leaves it out of the printed brochure (forms, maps, the calculator).
 */
export function ProjectSection({ id, title, print = true, children }: { id: string; title: string; print?: boolean; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={print ? "scroll-mt-28 break-inside-avoid-page" : "scroll-mt-28 print:hidden"}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-heading">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
