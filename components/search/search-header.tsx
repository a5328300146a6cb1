import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { cx } from "@/components/ui/cx";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** Breadcrumbs, the h1 and the number of results (announced when it changes), and the share controls. */
export function SearchHeader({ crumbs, origin, heading, total, share, className }: { crumbs: Crumb[]; origin: string; heading: string; total: number; share?: ReactNode; className?: string }) {
  const t = useTranslations("search");
  return (
    <div className="border-b border-slate-200 bg-white">
      <Container className={cx("py-5", className)}>
        <Breadcrumbs crumbs={crumbs} origin={origin} />
        <h1 className="mt-2 text-2xl font-bold text-heading sm:text-3xl">{heading}</h1>
        <p role="status" data-testid="result-count" className="mt-1 text-slate-600">
          {total === 0 ? t("noResults") : t("resultCount", { count: total })}
        </p>
        {share && <div className="mt-3">{share}</div>}
      </Container>
    </div>
  );
}
