import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";

export interface BreadcrumbLink {
  name: string;
  /** Site path; the last crumb is the current page. */
  href: string;
}

/** Home › costa › town › project, the same trail as the BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: BreadcrumbLink[] }) {
  const t = useTranslations("project");
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className={last ? "flex min-w-0 items-center gap-1 font-medium text-slate-900" : "flex items-center gap-1"}>
              {index > 0 && <Icon name="chevronRight" className="size-3.5 shrink-0 text-slate-400" />}
              {last ? (
                <span aria-current="page" className="truncate">
                  {item.name}
                </span>
              ) : (
                <NavLink href={item.href} className="inline-flex min-h-11 min-w-11 items-center underline-offset-2 hover:text-primary hover:underline sm:min-h-0 sm:min-w-0">
                  {item.name}
                </NavLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
