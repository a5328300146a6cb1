import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";
import { NavLink } from "@/components/ui/nav-link";
import { pageItems } from "@/lib/catalogue/pagination";

type Props = {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  className?: string;
};

const cell = "inline-flex h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold tabular-nums";

/**
 * The pager of the `/for-sale` list and the search results: previous, the page numbers (current one
 * marked with `aria-current`, gaps as `…`) and next, as links (`NavLink`: no client component per
 * link). Nothing when there is one page.
 */
export function Pagination({ page, pageCount, href, className }: Props) {
  const t = useTranslations("pagination");
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;

  const step = (target: number, rel: "prev" | "next") => {
    const icon = rel === "prev" ? <Icon name="chevronLeft" className="size-5" /> : <Icon name="chevronRight" className="size-5" />;
    const label = <span className="sr-only sm:not-sr-only">{t(rel === "prev" ? "previous" : "next")}</span>;
    const content = rel === "prev" ? <>{icon}{label}</> : <>{label}{icon}</>;
    if (target < 1 || target > pageCount) {
      return (
        <span className={cx(cell, "gap-1 text-slate-500")} aria-hidden="true">
          {content}
        </span>
      );
    }
    return (
      <NavLink href={href(target)} rel={rel} className={cx(cell, "gap-1 text-primary hover:bg-slate-100")}>
        {content}
      </NavLink>
    );
  };

  return (
    <nav aria-label={t("label")} className={cx("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(page - 1, "prev")}</li>
        {items.map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className={cx(cell, "text-slate-400")}>
              …
            </li>
          ) : (
            <li key={item}>
              <NavLink
                href={href(item)}
                aria-label={t("page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={cx(cell, item === page ? "bg-primary text-on-primary" : "text-slate-700 hover:bg-slate-100")}
              >
                {item}
              </NavLink>
            </li>
          ),
        )}
        <li>{step(page + 1, "next")}</li>
      </ul>
    </nav>
  );
}
