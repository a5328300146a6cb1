import type { ReactNode } from "react";
import { MainSiteLayout } from "@/components/layout/main-site-layout";

/** Main-site pages (contact, broker, living, blog, ...): the fixed dark header with an 84 px top margin. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return <MainSiteLayout offset={84}>{children}</MainSiteLayout>;
}
