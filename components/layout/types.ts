import type { AccountMenuLinks } from "@/components/account/menu/types";

export type NavItem = {
  href: string;
  label: string;
  /** Only in the footer and the mobile menu: the desktop header bar has room for the main items alone. */
  secondary?: boolean;
};

/**
 * Everything the shared header, footer and mobile menu need to know about the site they belong to:
 * the main brand (`basePath: ""`) or a partner (`basePath: "/{partner}"`, or `""` on its own domain).
 */
export type SiteChrome = {
  /** Shown as the logo text and in the footer copyright. */
  name: string;
  /** Prefix of every link on this site; `""` for the main brand. The home link is `basePath || "/"`. */
  basePath: string;
  /** Main navigation, in order. */
  nav: NavItem[];
  /** Account links (client login, partner CRM login), shown apart from the main navigation. */
  accountNav: NavItem[];
  /** Where a logged-in client's account menu (which replaces the client login) leads. */
  accountMenu: AccountMenuLinks;
  /** Contact e-mail for the footer; omitted when not set. */
  email?: string;
};

export type HeaderVariant = "transparent" | "dark";

export function homeHref(basePath: string): string {
  return basePath || "/";
}
