/**
 * The search box's side of `GET /api/suggest`: the request, a zod-free reading of the answer, and
 * where a picked suggestion or typed text leads. Client-safe.
 */
import { EMPTY_FILTERS, SEARCH_TEXT_MAX } from "@/lib/catalogue/search/filters";
import type { GeoSelection } from "@/lib/catalogue/search/filter-values";
import { searchSegments } from "@/lib/catalogue/search/filter-change";
import { parseGeoSegments, searchPath } from "@/lib/catalogue/search/url";
import { SUGGEST_MIN_LENGTH, SUGGESTION_KINDS, type SuggestionKind } from "@/lib/catalogue/suggest/rank";
import { sitePath } from "@/lib/site/site";

export interface BoxSuggestion {
  kind: SuggestionKind;
  label: string;
  url: string;
  count?: number;
  context: string | null;
}

const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? "";

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

/** Keeps only well-formed suggestions of `{ data: [...] }`. */
export function readSuggestions(body: unknown): BoxSuggestion[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: Record<string, unknown>) => {
    const kind = entry?.kind as SuggestionKind;
    if (!SUGGESTION_KINDS.includes(kind) || typeof entry.label !== "string" || typeof entry.url !== "string" || !entry.url.startsWith("/")) return [];
    const count = typeof entry.count === "number" ? entry.count : undefined;
    return [{ kind, label: entry.label, url: entry.url, count, context: typeof entry.context === "string" ? entry.context : null }];
  });
}

export async function fetchSuggestions(text: string, basePath: string, signal?: AbortSignal): Promise<BoxSuggestion[]> {
  const query = new URLSearchParams({ q: suggestText(text) });
  const partner = partnerOf(basePath);
  if (partner) query.set("partner", partner);
  const response = await fetch(`${API_BASE}/api/suggest?${query}`, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`suggest ${response.status}`);
  return readSuggestions(await response.json());
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
