import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import type { HeaderVariant, SiteChrome } from "./types";

export type MainLayoutProps = {
  site: SiteChrome;
  /** `transparent` for the home (content starts under the header), `dark` elsewhere. */
  header?: HeaderVariant;
  /** Replaces the default logo in the header and footer. */
  brand?: ReactNode;
  /** Classes for `<main>`, e.g. the top margin under a fixed header. */
  mainClassName?: string;
  children: ReactNode;
};

/** Skip link, header, `<main id="main-content">` and footer. */
export function MainLayout({ site, header = "dark", brand, mainClassName, children }: MainLayoutProps) {
  const { name, basePath, nav, accountNav, accountMenu, email } = site;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader name={name} basePath={basePath} nav={nav} accountNav={accountNav} accountMenu={accountMenu} variant={header} brand={brand} />
      <main id="main-content" tabIndex={-1} className={cx("flex-1 outline-none", mainClassName, "print:pt-0")}>
        {children}
      </main>
      <SiteFooter name={name} basePath={basePath} nav={nav} accountNav={accountNav} email={email} brand={brand} />
    </div>
  );
}
