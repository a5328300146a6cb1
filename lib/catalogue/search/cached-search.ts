/**
 * Where the proxy sends a search URL with a query: the same search with its canonical query as a
 * last path segment, which the host rules then serve from the cached landing route like any search
 * without a query (lib/catalogue/search/landing.ts). Two spellings of one filter set (another key
 * order, utm_* tags, `bedrooms=02`) share one cached page. Pure and Edge-safe.
 */
import { FILTER_SEGMENT_MARK } from "./landing";
import { canonicalSearchQuery } from "./url";

/** `/search/...` or `/{site}/search/...` as the browser sends it: the part before `/search` and the segments after it. */
const SEARCH_PATH = /^((?:\/[^/]+)?)\/search((?:\/[^/]*)*)$/;

/** The path to serve `pathname` + `query` from, or null when the request stays rendered per request. */
export function cachedSearchPath(pathname: string, query: URLSearchParams): string | null {
  const match = SEARCH_PATH.exec(pathname);
  if (!match) return null;
  // Place segments in one spelling, as the landing route's own redirect would make them.
  const segments = (match[2] ?? "").split("/").filter(Boolean).map((segment) => segment.toLowerCase());
  // A filter segment of its own in the URL is the cached route's, never a visitor's.
  if (segments.some((segment) => segment.startsWith(FILTER_SEGMENT_MARK))) return null;
  const canonical = canonicalSearchQuery(segments, query);
  if (canonical === null) return null;
  const path = [`${match[1]}/search`, ...segments];
  if (canonical) path.push(`${FILTER_SEGMENT_MARK}${toBase64Url(canonical)}`);
  return path.join("/");
}

/** The canonical query in the last of a cached search route's segments: the geo segments and the query, or null without one. */
export function filterSegmentOf(path: readonly string[]): { segments: string[]; query: string } | null {
  const last = path.at(-1);
  if (!last?.startsWith(FILTER_SEGMENT_MARK)) return null;
  const query = fromBase64Url(last.slice(FILTER_SEGMENT_MARK.length));
  return query === null ? null : { segments: path.slice(0, -1), query };
}

// base64url: a canonical query is ASCII (URLSearchParams escapes the rest), and in this form it
// survives the router's decoding of path segments unchanged.
function toBase64Url(ascii: string): string {
  return btoa(ascii).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    return atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
}
