/**
 * The `route` label of the request metrics: the route template a raw request path belongs to
 * (`/api/crm/leads/[id]`, `/for-sale/[id]`), never the path itself, so the number of label values is
 * bounded by the number of routes whatever clients ask for. The server that counts requests
 * (scripts/serve.mts) sees the raw path before Next routes it; it matches the path against the
 * templates Next wrote at build time (`.next/app-path-routes-manifest.json`). The host rewrites
 * (lib/site/routing.ts) serve a main host's listings and a partner's own domain from the `[partner]`
 * segment, and a path that names the segment itself is a 404: such a template counts without its
 * leading `/[partner]` (`/[partner]/for-sale/[id]` is `/for-sale/[id]`). What matches nothing is
 * `other`; Next's own assets are `/_next/static` and `/_next/image`. Pure: unit-tested.
 */

interface Template {
  label: string;
  segments: string[];
  /** Static segments: the more, the more specific the match. */
  staticCount: number;
}

export interface RouteLabeller {
  (pathname: string): string;
}

const PARTNER_PREFIX = "/[partner]";

function compile(label: string): Template {
  const segments = label.split("/").filter(Boolean);
  return { label, segments, staticCount: segments.filter((segment) => !segment.startsWith("[")).length };
}

function matches(template: Template, parts: string[]): boolean {
  const { segments } = template;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    if (segment.startsWith("[[...")) return true; // optional catch-all: zero or more
    if (segment.startsWith("[...")) return parts.length > index; // catch-all: one or more
    const part = parts[index];
    if (part === undefined || part === "") return false;
    if (!segment.startsWith("[") && segment !== part) return false;
  }
  return parts.length === segments.length;
}

/** The templates from the manifest's values, those under `[partner]` without that prefix. */
export function routeTemplates(manifest: Record<string, string>): string[] {
  const labels = new Set<string>();
  for (const pathname of Object.values(manifest)) {
    if (pathname === "/_not-found") continue;
    if (pathname === PARTNER_PREFIX) labels.add("/");
    else if (pathname.startsWith(`${PARTNER_PREFIX}/`)) labels.add(pathname.slice(PARTNER_PREFIX.length));
    else labels.add(pathname);
  }
  return [...labels];
}

export function createRouteLabeller(templates: readonly string[]): RouteLabeller {
  // Most specific first: more static segments, then fewer segments (a catch-all last).
  const compiled = templates.map(compile).sort((a, b) => b.staticCount - a.staticCount || b.segments.length - a.segments.length);
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname === "/_next/image") return "/_next/image";
    if (pathname.startsWith("/_next/")) return "other";
    const parts = pathname.split("/").slice(1);
    if (parts.at(-1) === "") parts.pop(); // a trailing slash (Next redirects it)
    return compiled.find((template) => matches(template, parts))?.label ?? "other";
  };
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The `method` label: the known methods, anything else as `other` (the request guard refuses those). */
export function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : "other";
}
