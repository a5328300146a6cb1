import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DarkHeaderLayout, type DarkHeaderOffset } from "./dark-header-layout";
import { mainSiteChrome } from "./main-site";

/** The main brand's dark-header layout: its header and footer, content `offset` px under the fixed header. */
export async function MainSiteLayout({ offset, children }: { offset: DarkHeaderOffset; children: ReactNode }) {
  const [t, tCommon, tFooter] = await Promise.all([getTranslations("nav"), getTranslations("common"), getTranslations("footer")]);
  const site = mainSiteChrome((key) => t(key), tCommon("siteName"), tFooter("email"));
  return (
    <DarkHeaderLayout site={site} offset={offset}>
      {children}
    </DarkHeaderLayout>
  );
}
