/**
 * Filtered searches the page cache answered lately, so that asking for one again skips the bound on
 * expensive work (lib/server/work-limit.ts): every filter set is a cached page of its own once
 * rendered (lib/catalogue/search/cached-search.ts), and a cached page takes no slot. The server
 * (scripts/serve.mts) cannot ask Next's cache before Next handles the request, so it learns from the
 * answers: a search is remembered when Next served it from the cache (`x-nextjs-cache` HIT or STALE),
 * and forgotten as soon as an answer shows it was rendered again (the cache had let it go) or was
 * not a page. At most one ungated render per forgotten page, then the gate holds again.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { cachedSearchPath } from "../catalogue/search/cached-search";

/** About what Next's in-memory page cache holds of these pages (50 MB of ~250 KB pages, HTML and flight data). */
const REMEMBERED = 200;

const recent = new Map<string, true>();

/** The cache key a filtered search request maps to (host and canonical path), or null for any other request. */
export function cachedSearchKey(request: IncomingMessage): string | null {
  const url = new URL(request.url ?? "/", "http://site.invalid");
  const path = cachedSearchPath(url.pathname, url.searchParams);
  return path === null ? null : `${(request.headers.host ?? "").toLowerCase()}${path}`;
}

export function isRecentlyCached(key: string): boolean {
  if (!recent.has(key)) return false;
  // Least recently used first out: move it to the end.
  recent.delete(key);
  recent.set(key, true);
  return true;
}

/** Learns from the answer, once it is written, whether the page of `key` is in the cache. */
export function learnFromAnswer(key: string, response: ServerResponse): void {
  response.once("finish", () => {
    const cache = String(response.getHeader("x-nextjs-cache") ?? "");
    if (response.statusCode === 200 && (cache === "HIT" || cache === "STALE")) {
      recent.delete(key);
      recent.set(key, true);
      if (recent.size > REMEMBERED) recent.delete(recent.keys().next().value!);
    } else {
      recent.delete(key);
    }
  });
}
