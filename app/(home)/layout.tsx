import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MainLayout } from "@/components/layout/main-layout";
import { siteChrome } from "@/components/layout/site-chrome";
import { mainSite } from "@/lib/site/site";

/** The home: a transparent header over the hero. */
export default async function HomeLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("nav");
  return (
    <MainLayout site={siteChrome((key) => t(key), mainSite())} header="transparent">
      {children}
    </MainLayout>
  );
}
