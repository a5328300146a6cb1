import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteFrame, siteTitleMetadata } from "@/components/layout/site-frame";
import { requireSite, resolveSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The layout itself answers an unknown partner with the 404; its title comes from the 404 page.
  const site = await resolveSite((await params).partner);
  return site ? siteTitleMetadata(site) : {};
}

/**
 * Every partner route (and the `/old` mirror): the partner is resolved once per request (cached for
 * the pages below), unknown partners get the 404 page with HTTP 404, and the subtree takes the
 * partner's header, footer and colours.
 */
export default async function PartnerLayout({ children, params }: Props & { children: ReactNode }) {
  const site = await requireSite((await params).partner);
  return <SiteFrame site={site}>{children}</SiteFrame>;
}
