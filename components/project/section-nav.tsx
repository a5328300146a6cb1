import { useTranslations } from "next-intl";

export type SectionLink = { id: string; label: string };

/** In-page links to the parts of a long project page (the spec's tabs, as anchors that work without JavaScript). */
export function SectionNav({ sections }: { sections: SectionLink[] }) {
  const t = useTranslations("project");
  return (
    <nav aria-label={t("sectionNav")} className="-mx-4 overflow-x-auto border-y border-slate-200 px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-6 text-sm font-semibold whitespace-nowrap text-slate-600">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="inline-flex min-h-11 min-w-11 items-center justify-center border-b-2 border-transparent py-3 hover:border-primary hover:text-primary">
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
