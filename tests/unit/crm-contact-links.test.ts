import { describe, expect, it } from "vitest";
import { contactLinks, telNumber, whatsAppDigits } from "@/lib/crm/contact-links";

describe("a lead's one-tap links", () => {
  it("dials the number as written, digits and a leading + only", () => {
    expect(telNumber("+31 6 12345678")).toBe("+31612345678");
    expect(telNumber("(020) 123-45 67")).toBe("0201234567");
    expect(telNumber("12")).toBeNull();
    expect(telNumber(null)).toBeNull();
  });

  it("gives WhatsApp the international digits: + or 00 as written, a national number as Dutch", () => {
    expect(whatsAppDigits("+31 6 12345678")).toBe("31612345678");
    expect(whatsAppDigits("0032 470 12 34 56")).toBe("32470123456");
    expect(whatsAppDigits("06-12345678")).toBe("31612345678");
    expect(whatsAppDigits("")).toBeNull();
  });

  it("leaves out what the lead lacks", () => {
    expect(contactLinks("+31 6 12345678", "eva@example.nl")).toEqual({ tel: "tel:+31612345678", whatsApp: "https://wa.me/31612345678", mail: "mailto:eva@example.nl" });
    expect(contactLinks(null, "eva@example.nl")).toEqual({ tel: null, whatsApp: null, mail: "mailto:eva@example.nl" });
  });
});
