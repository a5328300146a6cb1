import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { cx } from "@/components/ui/cx";
import { pageItems, totalPages } from "@/lib/catalogue/search/pagination";

/** Numbered page links (`page` in the URL), with previous and next. Nothing when there is one page. */
export function Pagination({ page, total, perPage, href }: { page: number; total: number; perPage: number; href: (page: number) => string }) {
  const t = useTranslations("search");
  const pages = totalPages(total, perPage);
  if (pages <= 1) return null;
  const edge = "inline-flex h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium";
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link href={href(page - 1)} className={cx(edge, "text-primary hover:bg-slate-100")}>
          {t("previous")}
        </Link>
      ) : (
        <span className={cx(edge, "text-slate-400")} aria-hidden="true">
          {t("previous")}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageItems(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                aria-label={t("pageNumber", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={cx(
                  "inline-flex size-10 items-center justify-center rounded-md text-sm font-medium tabular-nums",
                  item === page ? "bg-primary text-white" : "border border-slate-300 text-slate-700 hover:bg-slate-100",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link href={href(page + 1)} className={cx(edge, "text-primary hover:bg-slate-100")}>
          {t("next")}
        </Link>
      ) : (
        <span className={cx(edge, "text-slate-400")} aria-hidden="true">
          {t("next")}
        </span>
      )}
    </nav>
  );
}
