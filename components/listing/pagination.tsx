import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/project/project-icons";
import { cx } from "@/components/ui/cx";
import { pageItems } from "@/lib/catalogue/pagination";

type Props = { page: number; pageCount: number; href: (page: number) => string };

/** Previous / numbered / next page links; the current page is marked with `aria-current`. Server component. */
export function Pagination({ page, pageCount, href }: Props) {
  const t = useTranslations("project");
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  const cell = "grid h-10 min-w-10 place-items-center rounded-md px-3 text-sm font-semibold";
  const step = (target: number, label: string, icon: ReactNode, rel: "prev" | "next") =>
    target >= 1 && target <= pageCount ? (
      <Link href={href(target)} rel={rel} className={cx(cell, "gap-1 text-primary hover:bg-slate-100")} aria-label={label}>
        {icon}
      </Link>
    ) : (
      <span className={cx(cell, "text-slate-300")} aria-hidden>
        {icon}
      </span>
    );
  return (
    <nav aria-label={t("pagination")} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(page - 1, t("previous"), <ChevronLeftIcon className="size-5" />, "prev")}</li>
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden className={cx(cell, "text-slate-400")}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={href(item.page)}
                aria-label={t("goToPage", { page: item.page })}
                aria-current={item.page === page ? "page" : undefined}
                className={cx(cell, item.page === page ? "bg-primary text-white" : "text-slate-700 hover:bg-slate-100")}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t("next"), <ChevronRightIcon className="size-5" />, "next")}</li>
      </ul>
    </nav>
  );
}
