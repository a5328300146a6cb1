/**
 * Public origins, from configuration rather than from the request: canonical URLs, JSON-LD and
 * sitemaps then name the same host whichever alias a visitor used, and pages that need an origin can
 * still be cached (a cached page cannot read request headers).
 * The main brand lives on SITE_URL; a partner's own domain uses the same scheme and port.
 */
import { env, type Env } from "../env";
import type { Site } from "./site";

/** SITE_URL's origin (no path, no trailing slash), or http://localhost:{PORT}. */
export function mainOriginOf(config: Pick<Env, "SITE_URL" | "PORT">): string {
  return config.SITE_URL ? new URL(config.SITE_URL).origin : `http://localhost:${config.PORT}`;
}

/** ("https://costanieuwbouw.nl", "partner-a.nl") -> "https://partner-a.nl"; the port is kept. */
export function domainOriginOf(main: string, domain: string): string {
  const url = new URL(main);
  url.hostname = domain;
  return url.origin;
}

export function mainOrigin(): string {
  return mainOriginOf(env());
}

function domainOrigin(domain: string): string {
  return domainOriginOf(mainOrigin(), domain);
}

export function siteOrigin(site: Pick<Site, "customDomain">): string {
  return site.customDomain ? domainOrigin(site.customDomain) : mainOrigin();
}
