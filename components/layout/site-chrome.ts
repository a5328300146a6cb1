import type messages from "@/messages/nl.json";
import { accountPath, siteAccountLinks } from "@/lib/accounts/paths";
import { sitePath, type Site } from "@/lib/site/site";
import type { SiteChrome } from "./types";

type NavKey = keyof (typeof messages)["nav"];

/**
 * Header and footer content for every site (the main brand, a partner, the `/old` mirror): every link
 * under the site's base path, but the CRM's and the franchise page's, which live on the main host only
 * (`crmLoginHref`: the main origin's /crm/login on a partner's own domain; the franchise page is the
 * main brand's own item).
 */
export function siteChrome(t: (key: NavKey) => string, site: Site, crmLoginHref = "/crm/login"): SiteChrome {
  const to = (path: string) => sitePath(site, path);
  const onMainHost = site.kind === "main" && site.basePath === "";
  return {
    name: site.name,
    basePath: site.basePath,
    email: site.contact.email ?? undefined,
    nav: [
      { href: to("/"), label: t("home") },
      { href: to("/search"), label: t("search") },
      { href: to("/wonen-en-leven"), label: t("livingInSpain") },
      { href: to("/uw-makelaar"), label: t("broker") },
      { href: to("/new-build-pages"), label: t("newBuildPages") },
      { href: to("/blog"), label: t("blog"), secondary: true },
      ...(onMainHost ? [{ href: "/franchise", label: t("franchise") }] : []),
      { href: to("/contact"), label: t("contact") },
    ],
    accountNav: [
      { href: accountPath(site, "login"), label: t("login") },
      { href: crmLoginHref, label: t("crm") },
    ],
    accountMenu: siteAccountLinks(site),
  };
}
