/**
 * The search box's side of `GET /api/suggest`: the request, the suggestions it may show, and where a
 * picked suggestion or typed text leads. Client-safe.
 */
import { apiCall } from "@/lib/api/client";
import { EMPTY_FILTERS, SEARCH_TEXT_MAX } from "@/lib/catalogue/search/filters";
import type { GeoSelection } from "@/lib/catalogue/search/filter-values";
import { searchSegments } from "@/lib/catalogue/search/filter-change";
import { parseGeoSegments, searchPath } from "@/lib/catalogue/search/url";
import { SUGGEST_MIN_LENGTH } from "@/lib/catalogue/suggest/rank";
import type { Suggestion } from "@/lib/catalogue/suggest/schemas";
import { sitePath } from "@/lib/site/site";

export type BoxSuggestion = Suggestion;

/** The text as it is sent: blanks collapsed, at most the API's length. */
export function suggestText(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, SEARCH_TEXT_MAX);
}

export function wantsSuggestions(text: string): boolean {
  return suggestText(text).length >= SUGGEST_MIN_LENGTH;
}

/** The partner a site's base path names (`/demo` -> `demo`, `/old` -> `old`); none on the main site or a partner's own domain. */
export function partnerOf(basePath: string): string | undefined {
  return basePath.replace(/^\//, "") || undefined;
}

/** Only suggestions that lead somewhere on this site: a picked one's URL becomes the page's address. */
export function onThisSite(suggestions: BoxSuggestion[]): BoxSuggestion[] {
  return suggestions.filter((suggestion) => suggestion.url.startsWith("/"));
}

export async function fetchSuggestions(text: string, basePath: string, signal?: AbortSignal): Promise<BoxSuggestion[]> {
  const partner = partnerOf(basePath);
  const answer = await apiCall("GET /api/suggest", { query: { q: suggestText(text), ...(partner ? { partner } : {}) }, signal });
  return onThisSite(answer.data);
}

/** The place a place suggestion's search URL names; null for any other URL. */
export function placeOfUrl(url: string, basePath: string): GeoSelection | null {
  const segments = searchSegments(url.split("?")[0] ?? "", basePath);
  return segments ? parseGeoSegments(segments) : null;
}

/** The search for free text on a site (the whole catalogue). */
export function textSearchHref(text: string, basePath: string): string {
  return sitePath({ basePath }, searchPath({ ...EMPTY_FILTERS, q: suggestText(text) || null }));
}
