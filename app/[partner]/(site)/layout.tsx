import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { DarkHeaderLayout } from "@/components/layout/dark-header-layout";
import { isSafeLogoUrl, PartnerLogo } from "@/components/layout/partner-logo";
import { siteChrome } from "@/components/layout/site-chrome";
import { CRM_LOGIN } from "@/lib/crm/paths";
import { themeVariables } from "@/lib/partners/palette";
import { mainOrigin } from "@/lib/site/origin";
import { requireSite, resolveSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The layout itself answers an unknown partner with the 404; its title comes from the 404 page.
  const [site, t] = await Promise.all([resolveSite((await params).partner), getTranslations("metadata")]);
  return site ? { title: { default: site.name, template: t("titleTemplate", { name: site.name }) } } : {};
}

/**
 * Every partner route (and the `/old` mirror): the partner is resolved once per request (cached for
 * the pages below), unknown partners get the 404 page with HTTP 404, and the subtree takes the
 * partner's colours as CSS variables (validated #rrggbb only).
 */
export default async function PartnerLayout({ children, params }: Props & { children: ReactNode }) {
  const site = await requireSite((await params).partner);
  const t = await getTranslations("nav");
  return (
    <div data-site={site.slug ?? "main"} data-partner-id={site.partnerId} data-base-path={site.basePath} style={themeVariables(site.colors) as CSSProperties}>
      <DarkHeaderLayout
        site={siteChrome((key) => t(key), site, site.customDomain ? `${mainOrigin()}${CRM_LOGIN}` : CRM_LOGIN)}
        brand={isSafeLogoUrl(site.logoUrl) ? <PartnerLogo name={site.name} logoUrl={site.logoUrl} /> : undefined}
      >
        {children}
      </DarkHeaderLayout>
    </div>
  );
}
