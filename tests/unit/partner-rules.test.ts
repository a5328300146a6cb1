import { describe, expect, it } from "vitest";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, isHexColor, safeColors } from "@/lib/partners/colors";
import { themeVariables } from "@/lib/partners/palette";
import { partnerDomainSchema, partnerInputSchema } from "@/lib/partners/schemas";
import { isReservedSlug, isValidPartnerSlug } from "@/lib/partners/slug";

describe("partner slugs", () => {
  it.each(["contact", "franchise", "uw-makelaar", "wonen-en-leven", "old", "login", "api", "crm", "_next", "Contact"])("refuses the reserved word %s", (slug) => {
    expect(isReservedSlug(slug)).toBe(true);
    expect(isValidPartnerSlug(slug)).toBe(false);
  });

  it.each(["demo", "zuidkust", "partner-a", "a1"])("accepts %s", (slug) => {
    expect(isValidPartnerSlug(slug)).toBe(true);
  });

  it.each(["a", "-demo", "demo-", "de--mo", "Demo", "de mo", "dé", "x".repeat(61)])("refuses the malformed %s", (slug) => {
    expect(isValidPartnerSlug(slug)).toBe(false);
  });
});

describe("partner colours", () => {
  it("accepts only #rrggbb", () => {
    expect(isHexColor("#0b6e4f")).toBe(true);
    expect(isHexColor("#0B6E4F")).toBe(true);
    for (const bad of ["#fff", "0b6e4f", "#0b6e4g", "red", "#0b6e4f;background:url(x)", "", null, 42]) expect(isHexColor(bad)).toBe(false);
  });

  it("falls back to the defaults for anything else", () => {
    expect(safeColors({ primary: "red", secondary: "#12345", heading_color: "</style>" })).toEqual({
      primary: DEFAULT_PRIMARY,
      secondary: DEFAULT_SECONDARY,
      heading_color: null,
    });
    expect(DEFAULT_PRIMARY).toBe("#13206a");
    expect(DEFAULT_SECONDARY).toBe("#fffb00");
  });

  it("turns colours into the CSS variables the theme reads; the heading defaults to the primary", () => {
    expect(themeVariables({ primary: "#0b6e4f", secondary: "#f2c14e", heading_color: null })).toMatchObject({
      "--color-primary": "#0b6e4f",
      "--color-secondary": "#f2c14e",
      "--color-heading": "#0b6e4f",
      // Green on that yellow is 3.72:1: text on the accent turns black.
      "--color-on-secondary": "#000000",
    });
  });
});

describe("partner input", () => {
  it("normalises the domain", () => {
    expect(partnerDomainSchema.parse("https://WWW.Partner-B.nl/")).toBe("partner-b.nl");
    expect(partnerDomainSchema.safeParse("127.0.0.1").success).toBe(false);
    expect(partnerDomainSchema.safeParse("localhost").success).toBe(false);
  });

  it("names each bad field", () => {
    const result = partnerInputSchema.safeParse({ slug: "contact", name: "X", primary: "blue" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["slug", "name", "primary"]));
  });
});
