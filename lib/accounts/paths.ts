/**
 * Where a site's account pages live: under the site's base path, except that the main brand's own
 * host logs in at `/login` (spec section 2: login, callback and home-redirect target). Pure and
 * client-safe.
 */
import { safeRedirectPath } from "../auth/redirect";
import { sitePath, type Site } from "../site/site";

/** The query parameter that carries the page to return to after logging in (next-auth's name). */
const CALLBACK_PARAM = "callbackUrl";

export type AccountPage = "login" | "register" | "forgotPassword" | "resetPassword" | "favorites" | "profile";

const PAGE_PATHS: Record<AccountPage, string> = {
  login: "/client-login",
  register: "/client-register",
  forgotPassword: "/client-forgot-password",
  resetPassword: "/client-reset-password",
  favorites: "/favorites",
  profile: "/profile",
};

type SiteBase = Pick<Site, "kind" | "basePath">;

const isMainHost = (site: SiteBase) => site.kind === "main" && site.basePath === "";

export function accountPath(site: SiteBase, page: AccountPage): string {
  if (!isMainHost(site)) return sitePath(site, PAGE_PATHS[page]);
  return page === "login" ? "/login" : PAGE_PATHS[page];
}

/** The site's home: where a logout, a logged-in visit to the log-in page and an unsafe callback go. */
export function siteHome(site: Pick<Site, "basePath">): string {
  return sitePath(site, "/");
}

/** An account page that returns to `returnTo` (a path on this site) afterwards. */
export function accountPathReturningTo(site: SiteBase, page: "login" | "register", returnTo: string): string {
  return `${accountPath(site, page)}?${CALLBACK_PARAM}=${encodeURIComponent(returnTo)}`;
}

export interface AccountLinks {
  home: string;
  login: string;
  register: string;
  forgotPassword: string;
  favorites: string;
  profile: string;
}

/** Every link the header's account menu and the account pages need. */
export function siteAccountLinks(site: SiteBase): AccountLinks {
  return {
    home: siteHome(site),
    login: accountPath(site, "login"),
    register: accountPath(site, "register"),
    forgotPassword: accountPath(site, "forgotPassword"),
    favorites: accountPath(site, "favorites"),
    profile: accountPath(site, "profile"),
  };
}

/**
 * Where to go after logging in: the `callbackUrl` query value when the redirect rule (spec section 5)
 * allows it on this site, else the site's home.
 */
export function callbackTarget(site: Pick<Site, "basePath">, callbackUrl: string | string[] | undefined): string {
  const value = Array.isArray(callbackUrl) ? callbackUrl[0] : callbackUrl;
  return safeRedirectPath(value, siteHome(site), site.basePath);
}
