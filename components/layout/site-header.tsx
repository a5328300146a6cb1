import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";
import type { ReactNode } from "react";
import { AccountNav } from "@/components/account/menu/account-nav";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { cx } from "@/components/ui/cx";
import { HeaderSearch } from "@/components/search-box/header-search";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { SiteLogo } from "./site-logo";
import { homeHref, type HeaderVariant, type SiteChrome } from "./types";

export type SiteHeaderProps = Pick<SiteChrome, "name" | "basePath" | "nav" | "accountNav" | "accountMenu"> & {
  /** `transparent`: over the home hero, scrolls away. `dark`: fixed, brand colour (pair with a top margin). */
  variant?: HeaderVariant;
  /** Replaces the default logo (e.g. a partner's own logo); the site name stays the link's name. */
  brand?: ReactNode;
};

const navLinkClass =
  "relative block rounded-md px-2 py-2 text-[0.9rem] font-medium whitespace-nowrap xl:px-2.5 xl:text-[0.95rem] " +
  "after:absolute after:inset-x-2 after:bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-secondary " +
  "after:transition-transform hover:after:scale-x-100 aria-[current=page]:after:scale-x-100 motion-reduce:after:transition-none";

/**
 * The site header: logo, main navigation (from `lg`), account links (the first one, the client
 * login, as a button) and the off-canvas menu below `lg`. 64 px high, 84 px from `lg`.
 */
export function SiteHeader({ name, basePath, nav, accountNav, accountMenu, variant = "dark", brand }: SiteHeaderProps) {
  const t = useTranslations("nav");
  const tCommon = useTranslations("common");
  const home = homeHref(basePath);
  const [login, ...others] = accountNav;

  return (
    <header
      data-surface="dark"
      data-variant={variant}
      className={cx(
        "inset-x-0 top-0 z-40 print:hidden",
        variant === "dark"
          ? "fixed bg-primary text-on-primary shadow-[0_6px_24px_rgba(2,6,23,0.18)]"
          : "absolute text-white bg-linear-to-b from-slate-950/65 via-slate-950/25 to-transparent",
      )}
    >
      <Container className="flex h-16 items-center gap-2 sm:gap-4 lg:h-[84px]">
        <NavLink href={home} className="flex min-h-11 min-w-0 items-center rounded-md lg:shrink-0" aria-label={tCommon("homeLink", { name })}>
          {brand ?? <SiteLogo name={name} />}
        </NavLink>

        <nav aria-label={t("main")} className="ml-auto hidden lg:block">
          <NavLinks items={nav.filter((item) => !item.secondary)} homeHref={home} className="flex items-center xl:gap-1" linkClassName={navLinkClass} />
        </nav>

        {accountNav.length > 0 && (
          <div className="hidden items-center gap-1 lg:flex">
            {others.map((item) => (
              <NavLink
                key={item.href}
                href={item.href}
                title={item.label}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium"
              >
                <Icon name="lock" className="size-4" />
                <span className="sr-only xl:not-sr-only">{item.label}</span>
              </NavLink>
            ))}
            {login && (
              <AccountNav
                variant="header"
                links={accountMenu}
                guest={
                  <ButtonLink href={login.href} variant="secondary" size="sm" className="ml-1">
                    <Icon name="user" className="size-4" />
                    {login.label}
                  </ButtonLink>
                }
              />
            )}
          </div>
        )}

        <HeaderSearch basePath={basePath} className="ml-auto lg:ml-0" />

        <MobileMenu className="lg:hidden" name={name} basePath={basePath} nav={nav} accountNav={accountNav} accountMenu={accountMenu} />
      </Container>
    </header>
  );
}
