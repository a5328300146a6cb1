/**
 * Which answered requests count as a view of a project page (docs/figures.md, "Telregel"). Pure: the
 * production server (scripts/serve.mts) asks once an answer has gone out.
 *
 * A view is a GET answered 200 in full for `/for-sale/{id}-{slug}` of a site (the main brand, a
 * partner's path `/{slug}/for-sale/...` on a main host, or a partner's own domain), including Next's
 * client-side navigation to it (an RSC request without a prefetch header). Never counted:
 * - HEAD and every method but GET; an answer other than 200 (a redirect to the canonical URL, a 404,
 *   a 503) or one the client left before it was complete;
 * - prefetches: Next's (`Next-Router-Prefetch`, `Next-Router-Segment-Prefetch`), the browser's
 *   (`Sec-Purpose`/`Purpose: prefetch`, which speculation rules' prerenders also send);
 * - bots: no User-Agent, or one naming a crawler, a headless browser, a link preview or an HTTP library.
 */
import { classifyHost, MAIN_HOST_ROUTED_PAGES } from "../site/host";

/** Crawlers, headless and automated browsers, link previews, monitors and HTTP libraries. */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|adsbot|bingpreview|facebookexternalhit|embedly|quora link|whatsapp|telegram|skypeuripreview|slack|discord|vkshare|pinterest|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|chrome-lighthouse|gtmetrix|pingdom|uptime|monitor|python|curl|wget|httpclient|http-client|okhttp|java\/|go-http|node-fetch|undici|axios|libwww|scrapy|feedfetcher|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

export function isPrefetch(headers: Headers): boolean {
  if (header(headers, "next-router-prefetch") !== undefined || header(headers, "next-router-segment-prefetch") !== undefined) return true;
  return /prefetch/i.test(header(headers, "sec-purpose") ?? "") || /prefetch/i.test(header(headers, "purpose") ?? "");
}

/** `""` for the main brand, else the partner's slug or own domain (a slug never has a dot, a domain always). */
export type SiteKey = string;

export interface ProjectView {
  site: SiteKey;
  projectId: number;
}

const MAIN_HOST_PAGE = /^\/(?:([a-z0-9-]{1,60})\/)?for-sale\/([1-9]\d{0,9})(?:-[^/]*)?$/;
const PARTNER_HOST_PAGE = /^\/for-sale\/([1-9]\d{0,9})(?:-[^/]*)?$/;
const MAX_ID = 2_147_483_647;
/** First segments on a main host that are no partner's slug. */
const NOT_A_SLUG = new Set([...MAIN_HOST_ROUTED_PAGES, "crm", "api", "media"]);

/** The site and project a project page's path names on this host; null for any other path. */
export function projectPageOf(host: string | undefined, url: string, mainHosts: readonly string[]): ProjectView | null {
  const path = url.split("?", 1)[0]!;
  if (!path.includes("/for-sale/")) return null;
  const kind = classifyHost(host, mainHosts);
  let site: SiteKey;
  let id: string | undefined;
  if (kind.kind === "main") {
    const match = MAIN_HOST_PAGE.exec(path);
    if (!match || (match[1] !== undefined && NOT_A_SLUG.has(match[1]))) return null;
    // `old` is the main brand's legacy mirror.
    site = match[1] === undefined || match[1] === "old" ? "" : match[1];
    id = match[2];
  } else if (kind.kind === "partner") {
    site = kind.domain;
    id = PARTNER_HOST_PAGE.exec(path)?.[1];
  } else return null;
  const projectId = Number(id);
  return id && projectId <= MAX_ID ? { site, projectId } : null;
}

export interface AnsweredRequest {
  method: string | undefined;
  url: string | undefined;
  headers: Headers;
  status: number;
  /** The whole answer went out (false when the client left first). */
  complete: boolean;
}

/** The project view this answered request is, or null when it does not count. Cheapest checks first. */
export function countableView(request: AnsweredRequest, mainHosts: readonly string[]): ProjectView | null {
  if (request.method !== "GET" || request.status !== 200 || !request.complete || !request.url?.includes("/for-sale/")) return null;
  if (isPrefetch(request.headers) || isBot(header(request.headers, "user-agent"))) return null;
  return projectPageOf(header(request.headers, "host"), request.url, mainHosts);
}
