import { useTranslations } from "next-intl";
import { NavLink } from "@/components/ui/nav-link";

export interface Crumb {
  name: string;
  /** Absent for the current page. */
  href?: string;
}

/** Breadcrumbs (Home › Spanje › Costa del Sol › Marbella) with their schema.org BreadcrumbList. */
export function Breadcrumbs({ crumbs, origin }: { crumbs: Crumb[]; origin: string }) {
  const t = useTranslations("search");
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
    })),
  };
  return (
    <nav aria-label={t("breadcrumbs")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-1">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            )}
            {crumb.href ? (
              <NavLink href={crumb.href} className="inline-flex min-h-11 min-w-11 items-center hover:text-primary hover:underline sm:min-h-0 sm:min-w-0">
                {crumb.name}
              </NavLink>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      {/* JSON.stringify output with "<" escaped cannot close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
    </nav>
  );
}
