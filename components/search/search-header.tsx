import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** Breadcrumbs, the h1 and the number of results (announced when it changes). */
export function SearchHeader({ crumbs, origin, heading, total, wide }: { crumbs: Crumb[]; origin: string; heading: string; total: number; wide: boolean }) {
  const t = useTranslations("search");
  return (
    <div className="border-b border-slate-200 bg-white">
      <Container className={wide ? "py-5 sm:max-w-none md:max-w-none lg:max-w-none xl:max-w-none 2xl:max-w-none lg:px-6" : "py-5"}>
        <Breadcrumbs crumbs={crumbs} origin={origin} />
        <h1 className="mt-2 text-2xl font-bold text-heading sm:text-3xl">{heading}</h1>
        <p role="status" data-testid="result-count" className="mt-1 text-slate-600">
          {t("resultCount", { count: total })}
        </p>
      </Container>
    </div>
  );
}
