import type messages from "@/messages/nl.json";
import { accountPath, siteAccountLinks } from "@/lib/accounts/paths";
import { mainSite } from "@/lib/site/site";
import type { SiteChrome } from "./types";

type NavKey = keyof (typeof messages)["nav"];

/**
 * The main brand's header and footer content. Pure: pass the `nav` translator, e.g.
 * `const t = await getTranslations("nav"); mainSiteChrome((key) => t(key), "Costa Nieuwbouw")`.
 */
export function mainSiteChrome(t: (key: NavKey) => string, name: string, email?: string): SiteChrome {
  return {
    name,
    basePath: "",
    email,
    nav: [
      { href: "/", label: t("home") },
      { href: "/search", label: t("search") },
      { href: "/wonen-en-leven", label: t("livingInSpain") },
      { href: "/uw-makelaar", label: t("broker") },
      { href: "/blog", label: t("blog"), secondary: true },
      { href: "/franchise", label: t("franchise") },
      { href: "/contact", label: t("contact") },
    ],
    accountNav: [
      { href: accountPath(mainSite(), "login"), label: t("login") },
      { href: "/crm/login", label: t("crm") },
    ],
    accountMenu: siteAccountLinks(mainSite()),
  };
}
