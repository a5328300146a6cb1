import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";
import { Container } from "@/components/ui/container";
import { PRIVACY_PATH } from "@/lib/content/privacy-path";
import { sitePath } from "@/lib/site/site";
import { SiteLogo } from "./site-logo";
import { homeHref, type NavItem, type SiteChrome } from "./types";

export type SiteFooterProps = Pick<SiteChrome, "name" | "basePath" | "nav" | "accountNav" | "email"> & {
  /** Replaces the default logo (a partner's own logo). */
  brand?: ReactNode;
  /** A short text under the logo; defaults to the brand's own. */
  about?: string;
};

const BOTTOM_LINK = "inline-flex min-h-11 items-center rounded-sm underline underline-offset-2 hover:text-on-primary-deep";

/** The site footer, in a darker shade of the primary colour. */
export function SiteFooter({ name, basePath, nav, accountNav, email, about, brand }: SiteFooterProps) {
  const t = useTranslations("footer");
  const year = new Date().getFullYear();

  return (
    <footer data-surface="dark" className="offscreen-footer bg-primary-deep text-on-primary-deep/80 print:hidden">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <NavLink href={homeHref(basePath)} className="inline-flex min-h-11 items-center rounded-md text-on-primary-deep">
            {brand ?? <SiteLogo name={name} />}
          </NavLink>
          <p className="mt-4 text-sm leading-relaxed">{about ?? t("about")}</p>
          <p className="mt-4 text-sm font-medium text-secondary-deep">{t("regions")}</p>
        </div>

        <FooterLinks title={t("navigation")} items={nav} />
        {accountNav.length > 0 && <FooterLinks title={t("account")} items={accountNav} />}

        {email && (
          <div className="col-span-2 sm:col-span-1">
            <h2 className="text-sm font-semibold tracking-wider text-on-primary-deep uppercase">{t("contact")}</h2>
            <a href={`mailto:${email}`} className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-sm text-sm hover:text-on-primary-deep hover:underline">
              <Icon name="mail" className="size-4" />
              {email}
            </a>
          </div>
        )}
      </Container>

      <div className="border-t border-on-primary-deep/10">
        <Container className="flex flex-col gap-2 py-5 text-xs text-on-primary-deep/60 md:flex-row md:justify-between">
          <p>{t("copyright", { year, name })}</p>
          <p className="flex flex-wrap gap-x-4">
            <NavLink href={sitePath({ basePath }, PRIVACY_PATH)} className={BOTTOM_LINK}>
              {t("privacy")}
            </NavLink>
            <CookieSettingsButton className={BOTTOM_LINK}>{t("cookieSettings")}</CookieSettingsButton>
          </p>
          <p>{t("disclaimer")}</p>
        </Container>
      </div>
    </footer>
  );
}

function FooterLinks({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-on-primary-deep uppercase">{title}</h2>
      {/* Each link a full finger high (44 px), the list as compact as before on a desktop. */}
      <ul className="mt-2 text-sm lg:mt-4 lg:space-y-2.5">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} className="inline-flex min-h-11 min-w-11 items-center rounded-sm hover:text-on-primary-deep hover:underline lg:min-h-0 lg:min-w-0">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
