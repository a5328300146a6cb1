import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { domainOriginOf, mainOriginOf } from "@/lib/site/origin";

describe("public origins", () => {
  it("uses SITE_URL without its path, or localhost on PORT", () => {
    expect(mainOriginOf(parseEnv({ SITE_URL: "https://costanieuwbouw.nl/" }))).toBe("https://costanieuwbouw.nl");
    expect(mainOriginOf(parseEnv({ SITE_URL: "https://costanieuwbouw.nl/nl/start?x=1" }))).toBe("https://costanieuwbouw.nl");
    expect(mainOriginOf(parseEnv({ PORT: "3100" }))).toBe("http://localhost:3100");
  });

  it("gives a partner domain the main site's scheme and port", () => {
    expect(domainOriginOf("https://costanieuwbouw.nl", "partner-a.nl")).toBe("https://partner-a.nl");
    expect(domainOriginOf("http://localhost:3100", "partner-a.test")).toBe("http://partner-a.test:3100");
  });

  it("refuses a SITE_URL that is not http(s)", () => {
    expect(() => parseEnv({ SITE_URL: "ftp://costanieuwbouw.nl" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: "costanieuwbouw.nl" })).toThrow(/SITE_URL/);
  });
});
