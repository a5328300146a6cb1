import { describe, expect, it } from "vitest";
import { parseContentBody } from "@/lib/content/blocks";

describe("parseContentBody", () => {
  it("splits headings, paragraphs and lists", () => {
    const body = "## Klimaat\nMeer dan 300 dagen zon.\nZachte winters.\n\n- Málaga\n- Alicante\n\nTot slot.";
    expect(parseContentBody(body)).toEqual([
      { type: "heading", text: "Klimaat" },
      { type: "paragraph", text: "Meer dan 300 dagen zon. Zachte winters." },
      { type: "list", items: ["Málaga", "Alicante"] },
      { type: "paragraph", text: "Tot slot." },
    ]);
  });

  it("keeps markup as text (React escapes it when rendering)", () => {
    expect(parseContentBody("<script>alert(1)</script>")).toEqual([{ type: "paragraph", text: "<script>alert(1)</script>" }]);
  });

  it("ignores blank input and normalises Windows line ends", () => {
    expect(parseContentBody("\r\n\r\n")).toEqual([]);
    expect(parseContentBody("a\r\n\r\nb")).toHaveLength(2);
  });
});
