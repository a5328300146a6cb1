import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { NotFoundScreen } from "@/components/feedback/not-found-screen";
import { SiteFrame } from "@/components/layout/site-frame";
import { isReservedSlug } from "@/lib/partners/slug";
import { resolveSite } from "@/lib/site/resolve";
import { NOT_FOUND_HEADER } from "@/lib/site/routing";

type Props = { params: Promise<{ site: string }> };

/** Per request: a 404 page is never stored (the next request for its path may find a new project or partner). */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t, tMeta] = await Promise.all([resolveSite((await params).site), getTranslations("errors"), getTranslations("metadata")]);
  const title = site && site.kind === "partner" ? { absolute: tMeta("titleTemplate", { name: site.name }).replace("%s", t("notFoundMetaTitle")) } : t("notFoundMetaTitle");
  return { title, robots: { index: false } };
}

/**
 * The 404 page of a page request the production server got a 404 for, as an ordinary page (the routing
 * rules bring only the server's second request here, lib/server/not-found-pages.ts; the server sends it
 * with status 404). It shows what the `not-found.tsx` pages beside the site's routes show: a known
 * site's 404 inside its header, footer and colours; 'Not Found' for an unknown partner or domain; the
 * full-screen 404 for the main site's pages outside the `[partner]` tree (`/franchise/...`, `/crm/...`) and for a path no route
 * matches ('This page could not be found', spec section 8).
 */
export default async function SiteNotFoundPage({ params }: Props) {
  const segment = (await params).site;
  const [site, requestHeaders] = await Promise.all([resolveSite(segment), headers()]);
  if (site) {
    return (
      <SiteFrame site={site}>
        <NotFoundScreen missing="page" embedded />
      </SiteFrame>
    );
  }
  const noRoute = requestHeaders.get(NOT_FOUND_HEADER) === "route";
  return <NotFoundScreen missing={noRoute || isReservedSlug(segment) ? "page" : "site"} />;
}
