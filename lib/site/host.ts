/**
 * Which site a Host header names, as one set of patterns shared by the routing rules in
 * next.config.ts (which rewrite a partner's own domain into `app/[partner]`) and by server code (the
 * API, robots.txt, sitemap.xml), so both always agree. Pure: no Node or Next APIs.
 *
 * - a main host (MAIN_HOSTS, with or without `www.`) or an IP address: the main site;
 * - any other name with an alphabetic top-level label: a partner's own domain (without `www.`),
 *   which is a 404 unless a partner has it;
 * - anything else (one word such as `demo`, a trailing dot, junk): unknown, a 404 on every path.
 */

export type HostKind = { kind: "main" } | { kind: "partner"; domain: string } | { kind: "unknown" };

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** IPv4, or IPv6 (of which Next's routing sees only "[": it splits the Host at the first colon). */
export const IP_HOST_PATTERN = "(?:\\d{1,3}(?:\\.\\d{1,3}){3}|\\[[0-9a-f:.]*\\]?)";
/** A partner domain; the named group is the domain without `www.`. */
export const PARTNER_HOST_PATTERN = `(?:www\\.)?(?<domain>(?:${LABEL}\\.)+[a-z]{2,63})`;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** MAIN_HOSTS as a pattern for a host name (no port), each with an optional `www.`. */
export function mainHostPattern(mainHosts: readonly string[]): string {
  const names = [...new Set(mainHosts.map((host) => stripWww(host.trim().toLowerCase())).filter(Boolean))];
  return `(?:www\\.)?(?:${names.map(escape).join("|")})`;
}

/** The host name as Next's routing reads it: up to the first colon, lower case. */
function hostName(rawHost: string | null | undefined): string {
  return (rawHost ?? "").trim().split(":", 1)[0]!.toLowerCase();
}

export function stripWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

const whole = (pattern: string) => new RegExp(`^${pattern}$`);
const IP_HOST = whole(IP_HOST_PATTERN);
const PARTNER_HOST = whole(PARTNER_HOST_PATTERN);

/** The compiled main-host pattern of the last list asked for (the environment's, in practice). */
let mainHostCache: { hosts: readonly string[]; pattern: RegExp } | null = null;

function mainHostRegExp(mainHosts: readonly string[]): RegExp {
  if (mainHostCache?.hosts !== mainHosts) mainHostCache = { hosts: mainHosts, pattern: whole(mainHostPattern(mainHosts)) };
  return mainHostCache.pattern;
}

export function classifyHost(rawHost: string | null | undefined, mainHosts: readonly string[]): HostKind {
  const name = hostName(rawHost);
  if (mainHostRegExp(mainHosts).test(name) || IP_HOST.test(name)) return { kind: "main" };
  const domain = PARTNER_HOST.exec(name)?.groups?.domain;
  return domain ? { kind: "partner", domain } : { kind: "unknown" };
}

/** The partner domain a host could be (lower case, without `www.`, port or a trailing dot), or null. */
export function partnerDomainOf(rawHost: string | null | undefined): string | null {
  return PARTNER_HOST.exec(hostName(rawHost).replace(/\.$/, ""))?.groups?.domain ?? null;
}

/** MAIN_HOSTS as the routing rules read it at build time (the same default as lib/env.ts). */
export function mainHostsFrom(value: string | undefined): string[] {
  const hosts = (value ?? "").split(",").map((host) => host.trim().toLowerCase()).filter(Boolean);
  return hosts.length > 0 ? hosts : ["localhost", "127.0.0.1"];
}

/** A partner domain as a `[partner]` segment value ("partner-a.nl"); only the domain rewrite puts one there. */
export function isDomainSegment(segment: string): boolean {
  return PARTNER_HOST.test(segment) && !segment.startsWith("www.");
}

/** Where the routing rules send what can only be a forgery: a `[partner]` value no partner can have. */
export const UNKNOWN_SITE_PATH = "/_unknown-site";

/**
 * The `[partner]` segment of the main brand's own listings and account pages on a main host
 * (`/search/*`, `/for-sale/*`, `/favorites`, ...): the routing rules put it there; no partner slug can
 * be spelled like it, and a request that names it is a 404.
 */
export const MAIN_SITE_SEGMENT = "_main";

/** The first path segments a main host serves from the `app/[partner]` tree as the main brand. */
export const MAIN_HOST_SITE_PAGES = [
  "search",
  "for-sale",
  "favorites",
  "compare",
  "profile",
  "new-build-pages",
  "client-login",
  "client-register",
  "client-forgot-password",
  "client-reset-password",
  "zoekopdracht-afmelden",
] as const;

/**
 * The main brand's own pages that the main host also serves from the `app/[partner]` tree (one page
 * per route for every site); unlike the pages above, the `/old` mirror's copies keep their own
 * canonical URLs.
 */
const MAIN_HOST_BRAND_PAGES = ["contact", "uw-makelaar", "wonen-en-leven", "privacyverklaring", "blog"] as const;

/** Every first path segment the routing rules send from a main host to the `_main` segment. */
export const MAIN_HOST_ROUTED_PAGES: readonly string[] = [...MAIN_HOST_SITE_PAGES, ...MAIN_HOST_BRAND_PAGES];
