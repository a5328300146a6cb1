import { describe, expect, it } from "vitest";
import { classifyHost, isDomainSegment, mainHostsFrom, normalizeHost } from "@/lib/site/host";

const MAIN = ["localhost", "127.0.0.1", "costanieuwbouw.nl"];

describe("normalizeHost", () => {
  it.each([
    ["localhost:3000", "localhost"],
    ["Partner-A.TEST", "partner-a.test"],
    ["partner-a.test:8080", "partner-a.test"],
    ["partner-a.test.", "partner-a.test"],
    ["[::1]:3000", "[::1]"],
    ["[::1]", "[::1]"],
    ["127.0.0.1:3100", "127.0.0.1"],
    ["  www.Example.nl  ", "www.example.nl"],
  ])("%s -> %s", (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it.each([[""], [null], [undefined], ["bad host"], ["evil.test/path"], ["-dash.test"], ["[::1"], ["[zz]"]])("rejects %s", (raw) => {
    expect(normalizeHost(raw)).toBeNull();
  });
});

describe("classifyHost", () => {
  it("treats main hosts, with or without port, www. or upper case, as the main site", () => {
    for (const host of ["localhost:3000", "LOCALHOST", "costanieuwbouw.nl", "www.costanieuwbouw.nl", "WWW.CostaNieuwbouw.NL:443"]) {
      expect(classifyHost(host, MAIN)).toEqual({ kind: "main" });
    }
  });

  it("treats IP addresses (IPv4 and IPv6 loopback) as the main site: they are never a partner's domain", () => {
    for (const host of ["127.0.0.1:3000", "10.1.2.3", "[::1]:3000", "[2001:db8::1]"]) {
      expect(classifyHost(host, MAIN)).toEqual({ kind: "main" });
    }
  });

  it("treats any other name as a partner domain, without www. and port", () => {
    expect(classifyHost("partner-a.test:3100", MAIN)).toEqual({ kind: "partner", domain: "partner-a.test" });
    expect(classifyHost("WWW.Partner-A.test", MAIN)).toEqual({ kind: "partner", domain: "partner-a.test" });
  });

  it("falls back to the main site for a missing or malformed host", () => {
    expect(classifyHost(null, MAIN)).toEqual({ kind: "main" });
    expect(classifyHost("bad host", MAIN)).toEqual({ kind: "main" });
  });
});

describe("mainHostsFrom", () => {
  it("defaults like lib/env.ts and trims a list", () => {
    expect(mainHostsFrom(undefined)).toEqual(["localhost", "127.0.0.1"]);
    expect(mainHostsFrom(" A.nl, b.nl ,")).toEqual(["a.nl", "b.nl"]);
  });
});

describe("isDomainSegment", () => {
  it.each(["partner-a.test", "partner-a.nl", "www.costa-makelaars.be", "Partner-A.NL"])("takes %s for a partner domain", (segment) => {
    expect(isDomainSegment(segment)).toBe(true);
  });

  it.each(["demo", "old", "robots.txt", "sitemap.xml", "favicon.ico", "icon.svg", "manifest.webmanifest", "127.0.0.1", "bad_host.nl", "-x.nl", "a.b1", "", "partner-a.test:3100"])(
    "does not take %s for one",
    (segment) => {
      expect(isDomainSegment(segment)).toBe(false);
    },
  );
});
