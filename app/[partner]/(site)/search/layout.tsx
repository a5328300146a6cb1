import type { ReactNode } from "react";
import { CompareBar } from "@/components/compare/compare-bar";
import { CompareScope } from "@/components/compare/compare-store";
import { CompareToggles } from "@/components/compare/compare-toggles";
import { SearchSession } from "@/components/search/search-session";
import { storageSuffix } from "@/lib/catalogue/search/saved-filters";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }>; children: ReactNode };

/**
 * Around every search page: stays mounted while the visitor changes filters, places and views, so
 * the search session (for the filter memory), the compare bar and the one handler of every card's
 * compare toggle live here.
 */
export default async function SearchLayout({ params, children }: Props) {
  const site = await requireSite((await params).partner);
  return (
    <SearchSession>
      <CompareScope suffix={storageSuffix(site.slug)}>
        {children}
        <CompareBar basePath={site.basePath} />
        <CompareToggles />
      </CompareScope>
    </SearchSession>
  );
}
