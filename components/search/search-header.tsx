import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { cx } from "@/components/ui/cx";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** Breadcrumbs, the h1, the number of results (announced when it changes) and the share menu beside it. Compact on a phone. */
export function SearchHeader({ crumbs, origin, heading, total, share, className }: { crumbs: Crumb[]; origin: string; heading: string; total: number; share?: ReactNode; className?: string }) {
  const t = useTranslations("search");
  return (
    <div className="bg-white">
      <Container className={cx("pt-1 sm:pt-5", className)}>
        <Breadcrumbs crumbs={crumbs} origin={origin} />
        <h1 className="text-xl font-bold text-heading sm:mt-2 sm:text-3xl">{heading}</h1>
        <div className="mt-1 flex items-center justify-between gap-3">
          <p role="status" data-testid="result-count" className="text-slate-600">
            {total === 0 ? t("noResults") : t("resultCount", { count: total })}
          </p>
          {share}
        </div>
      </Container>
    </div>
  );
}
