import { describe, expect, it } from "vitest";
import { isTrackingParam, withTrackingParams } from "@/lib/server/tracking-redirect";

describe("campaign parameters on redirects", () => {
  it("knows utm_* and the click ids, nothing else", () => {
    for (const name of ["utm_source", "utm_campaign", "gclid", "fbclid", "msclkid"]) expect(isTrackingParam(name)).toBe(true);
    for (const name of ["page", "sort", "utm", "q"]) expect(isTrackingParam(name)).toBe(false);
  });

  it("copies them onto a relative canonical redirect, dropping the rest of the query", () => {
    expect(withTrackingParams("/demo/for-sale/7-casa-azul", "/demo/for-sale/7?utm_source=google&utm_medium=cpc&gclid=abc&page=2")).toBe(
      "/demo/for-sale/7-casa-azul?utm_source=google&utm_medium=cpc&gclid=abc",
    );
  });

  it("keeps an absolute Location absolute and does not repeat what it already names", () => {
    expect(withTrackingParams("https://partner-a.test/for-sale/7-x?utm_source=a", "/for-sale/7?utm_source=b&utm_term=nieuw bouw")).toBe(
      "https://partner-a.test/for-sale/7-x?utm_source=a&utm_term=nieuw+bouw",
    );
  });

  it("leaves a Location alone when the request has no tracking parameters", () => {
    expect(withTrackingParams("/search?page=3", "/search?page=99")).toBe("/search?page=3");
  });

  it("bounds what it copies: long values are dropped, at most twelve parameters", () => {
    const many = Array.from({ length: 30 }, (_, index) => `utm_x${index}=1`).join("&");
    const location = withTrackingParams("/a", `/b?${many}&utm_long=${"x".repeat(400)}`);
    expect(new URL(location, "http://x").searchParams.size).toBe(12);
    expect(location).not.toContain("utm_long");
  });
});
