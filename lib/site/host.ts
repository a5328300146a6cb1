/**
 * Pure host parsing for the middleware and server code (no Node or Next APIs: runs on the Edge).
 * A request on a main host is the main site; any other named host is a partner's own domain.
 */

export type HostKind = { kind: "main" } | { kind: "partner"; domain: string };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * Lower-cased host name without port or trailing dot; IPv6 keeps its brackets ("[::1]").
 * Returns null for an empty or malformed value.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  const value = raw?.trim().toLowerCase();
  if (!value) return null;
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    if (end < 0) return null;
    const address = value.slice(1, end);
    return /^[0-9a-f:.]+$/.test(address) ? `[${address}]` : null;
  }
  const name = value.replace(/:\d*$/, "").replace(/\.$/, "");
  return HOSTNAME.test(name) ? name : null;
}

export function isIpAddress(host: string): boolean {
  return host.startsWith("[") || IPV4.test(host);
}

export function stripWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** Main site or a partner's domain (without `www.`). IP addresses and unknown input are the main site. */
export function classifyHost(rawHost: string | null | undefined, mainHosts: readonly string[]): HostKind {
  const host = normalizeHost(rawHost);
  if (!host || isIpAddress(host)) return { kind: "main" };
  const bare = stripWww(host);
  const isMain = mainHosts.some((main) => {
    const normalized = normalizeHost(main);
    return normalized !== null && stripWww(normalized) === bare;
  });
  return isMain ? { kind: "main" } : { kind: "partner", domain: bare };
}

/** MAIN_HOSTS as the middleware reads it (the same default as lib/env.ts). */
export function mainHostsFrom(value: string | undefined): string[] {
  const hosts = (value ?? "").split(",").map((host) => host.trim().toLowerCase()).filter(Boolean);
  return hosts.length > 0 ? hosts : ["localhost", "127.0.0.1"];
}

/** Extensions of files served from the site root (robots.txt, sitemap.xml, icons): never a partner domain. */
const FILE_EXTENSION = /\.(txt|xml|ico|svg|png|jpe?g|gif|webp|avif|json|webmanifest|js|mjs|css|map|pdf|woff2?)$/;

/**
 * Whether a first path segment names a partner domain ("partner-a.nl"): a host name with a dot, an
 * alphabetic top-level label, and not a root file. Only the middleware's rewrite puts one there.
 */
export function isDomainSegment(segment: string): boolean {
  const value = segment.toLowerCase();
  return value.includes(".") && normalizeHost(value) === value && /\.[a-z]{2,63}$/.test(value) && !FILE_EXTENSION.test(value) && !isIpAddress(value);
}

/** Where the middleware sends a domain-like first segment on a main host: a `[partner]` value no partner can have. */
export const UNKNOWN_SITE_PATH = "/_unknown-site";
