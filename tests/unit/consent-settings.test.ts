import { describe, expect, it } from "vitest";
import { allows, CONSENT_COOKIE, consentFromCookies, consentState, parseConsentCookie } from "@/lib/consent/settings";

/** The cookie as vanilla-cookieconsent 3 writes it: URL-encoded JSON. */
const cookie = (value: object) => encodeURIComponent(JSON.stringify(value));

describe("consent cookie", () => {
  it("reads the categories and the choice, and nothing from junk", () => {
    expect(parseConsentCookie(cookie({ categories: ["necessary", "optional"], data: { choice: "custom" } }))).toEqual({ categories: ["necessary", "optional"], choice: "custom" });
    expect(parseConsentCookie(cookie({ categories: ["necessary"], data: null }))).toEqual({ categories: ["necessary"] });
    for (const junk of [undefined, "", "%E0%A4%A", "{", cookie({ categories: "all" }), cookie([])]) expect(parseConsentCookie(junk)).toBeNull();
    expect(consentFromCookies(`a=1; ${CONSENT_COOKIE}=${cookie({ categories: ["necessary", "functional"] })}; b=2`)?.categories).toEqual(["necessary", "functional"]);
    expect(consentFromCookies("a=1")).toBeNull();
  });

  it("names the five states of spec section 4", () => {
    expect(consentState(null)).toBe("none");
    expect(consentState({ categories: ["necessary", "optional", "functional"] })).toBe("accepted-all");
    expect(consentState({ categories: ["necessary", "functional"] })).toBe("partial");
    expect(consentState({ categories: ["necessary"], choice: "necessary" })).toBe("necessary-only");
    expect(consentState({ categories: ["necessary"], choice: "declined" })).toBe("declined");
  });

  it("allows necessary always and the others only when accepted", () => {
    expect(allows(null, "necessary")).toBe(true);
    expect(allows(null, "optional")).toBe(false);
    expect(allows({ categories: ["necessary", "functional"] }, "functional")).toBe(true);
    expect(allows({ categories: ["necessary", "functional"] }, "optional")).toBe(false);
  });
});
