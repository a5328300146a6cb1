import { describe, expect, it } from "vitest";
import { partnerBody, partnerFormValues } from "@/components/crm/partner-form-values";
import { contrastWarnings } from "@/lib/partners/contrast-check";
import { sniffImageType } from "@/lib/media/image-type";
import { LOGO_MAX_BASE64, LOGO_MAX_BYTES, logoProblem } from "@/lib/partners/logo";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const webp = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe("partner logos", () => {
  it("are recognised by their first bytes", () => {
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(webp)).toBe("image/webp");
    expect(sniffImageType(svg)).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("must be what they claim, not empty and at most 512 kB", () => {
    expect(logoProblem(png, "image/png")).toBeNull();
    expect(logoProblem(png, "image/jpeg")).toBe("type");
    expect(logoProblem(svg, "image/svg+xml")).toBe("type");
    expect(logoProblem(new Uint8Array(0), "image/png")).toBe("empty");
    const large = new Uint8Array(LOGO_MAX_BYTES + 1);
    large.set(png);
    expect(logoProblem(large, "image/png")).toBe("size");
    expect(LOGO_MAX_BASE64).toBeGreaterThanOrEqual(Math.ceil((LOGO_MAX_BYTES * 4) / 3));
  });
});

describe("partner colours", () => {
  it("warn where the site would be hard to read, and not for the brand defaults", () => {
    expect(contrastWarnings({ primary: "#13206a", secondary: "#fffb00", heading: null })).toEqual([]);
    const pale = contrastWarnings({ primary: "#ffdd00", secondary: "#ffee88", heading: "#eeeeee" });
    expect(pale.map((warning) => warning.pair)).toEqual(["primary", "secondary", "link", "heading", "accent"]);
    expect(pale[0]!.ratio).toBeLessThan(4.5);
    expect(contrastWarnings({ primary: "not a colour", secondary: "#ffffff", heading: null })).toEqual([]);
  });

  it("round-trip through the partner form, empty texts cleared", () => {
    const values = partnerFormValues(null);
    expect(values).toMatchObject({ primary: "#13206a", secondary: "#fffb00", useHeading: false, active: true, regions: [] });
    const body = partnerBody({ ...values, slug: "costa-huis", name: "Costa Huis", domain: " ", regions: ["3", "5"], useHeading: true, heading: "#222222" }, true);
    expect(body).toMatchObject({ slug: "costa-huis", name: "Costa Huis", domain: null, email: null, heading: "#222222", regions: [3, 5], active: true });
    expect(partnerBody(values, false)).not.toHaveProperty("slug");
  });

  it("sends the site's fields for an existing partner only: a new one gets them later", () => {
    const values = { ...partnerFormValues(null), slug: "costa-huis", name: "Costa Huis", about: " Over ons ", whatsapp: "", socials: { facebook: "", instagram: "https://instagram.com/ch", linkedin: "", youtube: "" } };
    const created = partnerBody(values, true);
    for (const field of ["whatsapp", "opening_hours", "about", "socials"]) expect(created).not.toHaveProperty(field);
    expect(partnerBody(values, false)).toMatchObject({ about: "Over ons", whatsapp: null, opening_hours: null, socials: { facebook: null, instagram: "https://instagram.com/ch", linkedin: null, youtube: null } });
  });
});
