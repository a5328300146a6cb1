import type { Metadata } from "next";
import { SearchRoute, searchRouteMetadata, type SearchRouteProps } from "@/components/search/search-route";

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchRouteMetadata(props);
}

/**
 * `/{partner}/search/*`, `/old/search/*` and the legacy `search/bbbbbbbbb_type/*` routes with a
 * search query, rendered per request. Without one the host rules send the request to the cached
 * landing route beside this one (`landing/[[...path]]`).
 */
export default function SearchPage(props: SearchRouteProps) {
  return <SearchRoute {...props} />;
}
