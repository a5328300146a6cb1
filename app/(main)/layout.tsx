import type { ReactNode } from "react";
import { MainSiteLayout } from "@/components/layout/main-site-layout";

/** The main brand's log-in (the rest of its pages come from `app/[partner]`): the fixed dark header with an 84 px top margin. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return <MainSiteLayout offset={84}>{children}</MainSiteLayout>;
}
