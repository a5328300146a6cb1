import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MainLayout } from "@/components/layout/main-layout";
import { mainSiteChrome } from "@/components/layout/main-site";

/** The home: a transparent header over the hero. */
export default async function HomeLayout({ children }: { children: ReactNode }) {
  const [t, tCommon, tFooter] = await Promise.all([getTranslations("nav"), getTranslations("common"), getTranslations("footer")]);
  const site = mainSiteChrome((key) => t(key), tCommon("siteName"), tFooter("email"));
  return (
    <MainLayout site={site} header="transparent">
      {children}
    </MainLayout>
  );
}
