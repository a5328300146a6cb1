import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/auth/redirect";

const HOME = "/demo";

/** Targets that must never be followed: other hosts, schemes, smuggled slashes, junk. */
const HOSTILE: unknown[] = [
  "//evil.test",
  "//evil.test/path",
  "///evil.test",
  "////evil.test",
  "/\\evil.test",
  "/\\/evil.test",
  "\\\\evil.test",
  "\\/evil.test",
  "/%2F%2Fevil.test",
  "/%2f%2fevil.test",
  "%2F%2Fevil.test",
  "/%252F%252Fevil.test",
  "/%25252F%25252Fevil.test",
  "/%5Cevil.test",
  "/%5cevil.test",
  "/%2F%5Cevil.test",
  "/%09/evil.test",
  "/%0a/evil.test",
  "/%0d%0aSet-Cookie:x=y",
  "/%00",
  "/\t/evil.test",
  "/\n/evil.test",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "/javascript:alert(1)".replace("/", ""),
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "http://evil.test",
  "https://evil.test/demo",
  "HTTPS://EVIL.TEST",
  "ftp://evil.test",
  "//partner-a.test/contact",
  "https://partner-a.test/contact",
  "http:/evil.test",
  "http:evil.test",
  "evil.test",
  "demo/contact",
  "./contact",
  "../contact",
  "",
  " ",
  " /demo",
  "/demo contact",
  "/demo<script>",
  '/demo"onmouseover="x',
  "/demo`x`",
  "/demo{x}",
  "/demo|x",
  "/demo^x",
  "/%E0%A4%A",
  "/%",
  "/" + "a".repeat(3000),
  null,
  undefined,
  42,
  ["/demo"],
  { pathname: "/demo" },
];

describe("redirect targets after log-in (spec section 5)", () => {
  it(`fall back to the site's home for ${HOSTILE.length} hostile targets`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(50);
    for (const target of HOSTILE) expect(safeRedirectPath(target, HOME, "/demo"), JSON.stringify(target)).toBe(HOME);
  });

  it("keep internal paths with a query and a hash", () => {
    for (const target of ["/demo", "/demo/favorites", "/demo/for-sale/7-casa-azul?tab=units#files", "/demo/search/spanje?cat=1,12&pricefrom=200000", "/demo/client-reset-password/abc_DEF-123", "/demo?x=%20y"]) {
      expect(safeRedirectPath(target, HOME, "/demo")).toBe(target);
    }
  });

  it("stay on the current site: another partner's path is not followed", () => {
    expect(safeRedirectPath("/zuidkust/favorites", HOME, "/demo")).toBe(HOME);
    expect(safeRedirectPath("/demolition", HOME, "/demo")).toBe(HOME);
    expect(safeRedirectPath("/favorites", "/", "")).toBe("/favorites");
    expect(safeRedirectPath("/old/favorites", "/old", "/old")).toBe("/old/favorites");
  });
});
