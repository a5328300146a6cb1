import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { mainSite } from "@/lib/site/site";
import { DarkHeaderLayout, type DarkHeaderOffset } from "./dark-header-layout";
import { siteChrome } from "./site-chrome";

/** The main brand's dark-header layout (its pages outside the `[partner]` tree): its header and footer, content `offset` px under the fixed header. */
export async function MainSiteLayout({ offset, children }: { offset: DarkHeaderOffset; children: ReactNode }) {
  const t = await getTranslations("nav");
  return (
    <DarkHeaderLayout site={siteChrome((key) => t(key), mainSite())} offset={offset}>
      {children}
    </DarkHeaderLayout>
  );
}
