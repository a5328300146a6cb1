import { describe, expect, it } from "vitest";
import { accountPath, accountPathReturningTo, callbackTarget, siteAccountLinks, siteHome } from "@/lib/accounts/paths";
import { accountLinks } from "@/lib/catalogue/project/links";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { isReservedSlug } from "@/lib/partners/slug";

const main = { kind: "main", basePath: "" } as const;
const old = { kind: "main", basePath: "/old" } as const;
const partner = { kind: "partner", basePath: "/zuidkust" } as const;
const domain = { kind: "partner", basePath: "" } as const;

describe("account paths", () => {
  it("put a partner's pages under its base path, or at the root of its own domain", () => {
    expect(accountPath(partner, "login")).toBe("/zuidkust/client-login");
    expect(accountPath(partner, "profile")).toBe("/zuidkust/profile");
    expect(accountPath(domain, "login")).toBe("/client-login");
    expect(accountPath(domain, "favorites")).toBe("/favorites");
    expect(accountPath(old, "resetPassword")).toBe("/old/client-reset-password");
  });

  it("give the main host /login and its other pages at its root", () => {
    expect(accountPath(main, "login")).toBe("/login");
    expect(accountPath(main, "register")).toBe("/client-register");
    expect(accountPath(main, "forgotPassword")).toBe("/client-forgot-password");
    expect(siteAccountLinks(main)).toMatchObject({ home: "/", favorites: "/favorites", profile: "/profile" });
  });

  it("are words no partner slug may take", () => {
    for (const page of ["login", "register", "forgotPassword", "resetPassword", "favorites", "profile"] as const) {
      expect(isReservedSlug(accountPath(domain, page).slice(1)), page).toBe(true);
    }
  });

  it("go home to the site's own home", () => {
    expect(siteHome(main)).toBe("/");
    expect(siteHome(old)).toBe("/old");
    expect(siteHome(partner)).toBe("/zuidkust");
    expect(siteHome(domain)).toBe("/");
  });

  it("remember the page to return to in callbackUrl, which the redirect rule accepts on that site", () => {
    const login = accountPathReturningTo(partner, "login", "/zuidkust/for-sale/7-villa?x=1#bestanden");
    expect(login).toBe("/zuidkust/client-login?callbackUrl=%2Fzuidkust%2Ffor-sale%2F7-villa%3Fx%3D1%23bestanden");
    const back = new URL(login, "http://localhost").searchParams.get("callbackUrl");
    expect(safeRedirectPath(back, "/zuidkust", "/zuidkust")).toBe("/zuidkust/for-sale/7-villa?x=1#bestanden");
    expect(accountLinks(partner, "/zuidkust/for-sale/7")).toEqual({
      login: "/zuidkust/client-login?callbackUrl=%2Fzuidkust%2Ffor-sale%2F7",
      register: "/zuidkust/client-register?callbackUrl=%2Fzuidkust%2Ffor-sale%2F7",
    });
  });

  it("take the callbackUrl after logging in only when it stays on the site", () => {
    expect(callbackTarget(partner, "/zuidkust/profile")).toBe("/zuidkust/profile");
    expect(callbackTarget(partner, ["/zuidkust/favorites", "/x"])).toBe("/zuidkust/favorites");
    expect(callbackTarget(partner, "/demo/profile")).toBe("/zuidkust");
    expect(callbackTarget(partner, "//evil.test/zuidkust")).toBe("/zuidkust");
    expect(callbackTarget(partner, "https://evil.test/")).toBe("/zuidkust");
    expect(callbackTarget(partner, undefined)).toBe("/zuidkust");
    expect(callbackTarget(domain, "/profile")).toBe("/profile");
    expect(callbackTarget(main, "/old/profile")).toBe("/old/profile");
  });
});
