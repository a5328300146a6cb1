import { Suspense, type ReactNode } from "react";
import { CompareBar } from "@/components/compare/compare-bar";
import { CompareScope } from "@/components/compare/compare-store";
import { SearchMemory } from "@/components/search/search-memory";
import { storageSuffix } from "@/lib/catalogue/search/saved-filters";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }>; children: ReactNode };

/**
 * Around every search page: stays mounted while the visitor changes filters, so the remembered
 * filters and the compare bar live here.
 */
export default async function SearchLayout({ params, children }: Props) {
  const site = await requireSite((await params).partner);
  const suffix = storageSuffix(site.slug);
  return (
    <CompareScope suffix={suffix}>
      {children}
      <Suspense fallback={null}>
        <SearchMemory basePath={site.basePath} suffix={suffix} />
      </Suspense>
      <CompareBar basePath={site.basePath} />
    </CompareScope>
  );
}
