import type { ReactNode } from "react";
import { MainSiteLayout } from "@/components/layout/main-site-layout";

/**
 * The pages for professionals (`/franchise`): the dark-header layout with the 95 px top margin
 * (spec section 2 names both margins), the taller band that their claims bar sits under.
 */
export default function RecruitLayout({ children }: { children: ReactNode }) {
  return <MainSiteLayout offset={95}>{children}</MainSiteLayout>;
}
