import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { CRM_LOGIN } from "@/lib/crm/paths";
import { themeVariables } from "@/lib/partners/palette";
import { mainOrigin } from "@/lib/site/origin";
import type { Site } from "@/lib/site/site";
import { DarkHeaderLayout } from "./dark-header-layout";
import { isSafeLogoUrl, PartnerLogo } from "./partner-logo";
import { siteChrome } from "./site-chrome";

/** A site's page titles: "{page} | {site name}", the site's name alone on its home. */
export async function siteTitleMetadata(site: Site): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return { title: { default: site.name, template: t("titleTemplate", { name: site.name }) } };
}

/**
 * Around every page of a site (the `[partner]` layout, and a site's 404 page): the site's header and
 * footer, and its colours as CSS variables (validated #rrggbb only) for everything inside.
 */
export async function SiteFrame({ site, children }: { site: Site; children: ReactNode }) {
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
