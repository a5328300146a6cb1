import type { ReactNode } from "react";
import { MainLayout } from "./main-layout";
import type { SiteChrome } from "./types";

/** The two fixed top margins of the dark-header layouts (spec section 2). */
export type DarkHeaderOffset = 84 | 95;

const offsetClass: Record<DarkHeaderOffset, string> = {
  84: "pt-[84px]",
  95: "pt-[95px]",
};

export type DarkHeaderLayoutProps = {
  site: SiteChrome;
  /** Top margin under the fixed header: 84 px (default) or 95 px. */
  offset?: DarkHeaderOffset;
  brand?: ReactNode;
  children: ReactNode;
};

/** The fixed dark header over content that starts `offset` pixels down. */
export function DarkHeaderLayout({ site, offset = 84, brand, children }: DarkHeaderLayoutProps) {
  return (
    <MainLayout site={site} header="dark" brand={brand} mainClassName={offsetClass[offset]}>
      {children}
    </MainLayout>
  );
}
