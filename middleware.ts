/**
 * Edge middleware: a thin dispatcher with no database and no auth decisions.
 * - strips the headers only it may set, then sets the partner domain when the host is not a main host;
 * - rewrites a partner's own domain into the `app/[partner]` segment, so `partner-a.test/contact`
 *   renders `/partner-a.test/contact` while the browser keeps the short URL;
 * - on a main host, sends a domain-like first segment (`/partner-a.test/...`) to the 404 page: pages
 *   resolve the site from the segment alone (so they can be cached), and only this rewrite may put a
 *   domain there.
 */
import { NextResponse, type NextRequest } from "next/server";
import { SITE_DOMAIN_HEADER, TRUSTED_HEADERS } from "./lib/site/headers";
import { classifyHost, isDomainSegment, mainHostsFrom, UNKNOWN_SITE_PATH } from "./lib/site/host";

/** Paths served as they are on every host: the API, Next's assets, generated media, files. */
function isPassThrough(pathname: string): boolean {
  return /^\/(api|_next|media)(\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname);
}

export function middleware(request: NextRequest) {
  const headers = new Headers(request.headers);
  for (const name of TRUSTED_HEADERS) headers.delete(name);

  const host = classifyHost(request.headers.get("host"), mainHostsFrom(process.env.MAIN_HOSTS));
  if (host.kind === "main") {
    const firstSegment = request.nextUrl.pathname.split("/")[1] ?? "";
    if (isDomainSegment(firstSegment)) return NextResponse.rewrite(new URL(UNKNOWN_SITE_PATH, request.url), { request: { headers } });
    return NextResponse.next({ request: { headers } });
  }

  headers.set(SITE_DOMAIN_HEADER, host.domain);
  const { pathname } = request.nextUrl;
  if (isPassThrough(pathname)) return NextResponse.next({ request: { headers } });

  const url = request.nextUrl.clone();
  url.pathname = `/${host.domain}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Static build output never needs a site; everything else (the API included) gets its headers cleaned.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
