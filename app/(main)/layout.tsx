import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DarkHeaderLayout } from "@/components/layout/dark-header-layout";
import { mainSiteChrome } from "@/components/layout/main-site";

/** Main-site pages (contact, franchise, ...): the fixed dark header with an 84 px top margin. */
export default async function MainSiteLayout({ children }: { children: ReactNode }) {
  const [t, tCommon, tFooter] = await Promise.all([getTranslations("nav"), getTranslations("common"), getTranslations("footer")]);
  const site = mainSiteChrome((key) => t(key), tCommon("siteName"), tFooter("email"));
  return <DarkHeaderLayout site={site}>{children}</DarkHeaderLayout>;
}
