import { describe, expect, it } from "vitest";
import { classifyHost, isDomainSegment, mainHostsFrom, partnerDomainOf } from "@/lib/site/host";

const MAIN = ["localhost", "127.0.0.1", "costanieuwbouw.nl"];

describe("classifyHost", () => {
  it("treats main hosts, with or without port, www. or upper case, as the main site", () => {
    for (const host of ["localhost:3000", "LOCALHOST", "costanieuwbouw.nl", "www.costanieuwbouw.nl", "WWW.CostaNieuwbouw.NL:443"]) {
      expect(classifyHost(host, MAIN)).toEqual({ kind: "main" });
    }
  });

  it("treats IP addresses (IPv4 and IPv6) as the main site: they are never a partner's domain", () => {
    for (const host of ["127.0.0.1:3000", "10.1.2.3", "[::1]:3000", "[2001:db8::1]"]) {
      expect(classifyHost(host, MAIN)).toEqual({ kind: "main" });
    }
  });

  it("treats any other name with an alphabetic top-level label as a partner domain, without www. and port", () => {
    expect(classifyHost("partner-a.test:3100", MAIN)).toEqual({ kind: "partner", domain: "partner-a.test" });
    expect(classifyHost("WWW.Partner-A.test", MAIN)).toEqual({ kind: "partner", domain: "partner-a.test" });
    expect(classifyHost("evil.com", MAIN)).toEqual({ kind: "partner", domain: "evil.com" });
  });

  it("knows no one-word, malformed or missing host: those are unknown (a 404 everywhere)", () => {
    for (const host of ["demo", "old", "intranet:3000", "partner-a.test.", "bad host", "evil.test/path", "-dash.test", "a.b1", "", null, undefined]) {
      expect(classifyHost(host, MAIN)).toEqual({ kind: "unknown" });
    }
  });
});

describe("partnerDomainOf", () => {
  it.each([
    ["partner-a.test:8080", "partner-a.test"],
    ["www.Partner-A.nl", "partner-a.nl"],
    ["partner-a.test.", "partner-a.test"],
  ])("%s -> %s", (raw, expected) => {
    expect(partnerDomainOf(raw)).toBe(expected);
  });

  it.each(["localhost", "127.0.0.1", "[::1]", "", "bad host"])("%s is none", (raw) => {
    expect(partnerDomainOf(raw)).toBeNull();
  });
});

describe("mainHostsFrom", () => {
  it("defaults like lib/env.ts and trims a list", () => {
    expect(mainHostsFrom(undefined)).toEqual(["localhost", "127.0.0.1"]);
    expect(mainHostsFrom(" A.nl, b.nl ,")).toEqual(["a.nl", "b.nl"]);
  });
});

describe("isDomainSegment", () => {
  it.each(["partner-a.test", "partner-a.nl", "costa-makelaars.be"])("takes %s for a partner domain", (segment) => {
    expect(isDomainSegment(segment)).toBe(true);
  });

  it.each(["demo", "old", "www.partner-a.nl", "127.0.0.1", "bad_host.nl", "-x.nl", "a.b1", "", "partner-a.test:3100", "Partner-A.NL"])("does not take %s for one", (segment) => {
    expect(isDomainSegment(segment)).toBe(false);
  });
});
