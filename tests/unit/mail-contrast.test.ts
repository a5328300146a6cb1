import { describe, expect, it } from "vitest";
import { contrastRatio, DARK_TEXT, MIN_TEXT_CONTRAST, readableOnWhite, relativeLuminance, textColorOn } from "@/lib/partners/contrast";

describe("mail colour contrast", () => {
  it("measures as WCAG does", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    expect(() => relativeLuminance("red")).toThrow();
  });

  it.each([
    ["#13206a", "#ffffff"], // the default navy
    ["#0b6e4f", "#ffffff"], // zuidkust green
    ["#7a1f5c", "#ffffff"],
    ["#fffb00", "#000000"], // the default yellow
    ["#f2c14e", "#000000"],
    ["#ffffff", "#000000"],
    ["#000000", "#ffffff"],
  ])("puts %s buttons in %s text", (background, text) => {
    expect(textColorOn(background)).toBe(text);
  });

  it("keeps button text readable on every grey", () => {
    for (let level = 0; level <= 255; level += 5) {
      const hex = level.toString(16).padStart(2, "0");
      const background = `#${hex}${hex}${hex}`;
      // Black or white always reaches at least 4.5:1 against some grey in the middle: the better one is chosen.
      expect(contrastRatio(background, textColorOn(background))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it("keeps a dark heading colour and replaces a light one on white", () => {
    expect(readableOnWhite("#08415c")).toBe("#08415c");
    expect(readableOnWhite("#fffb00")).toBe(DARK_TEXT);
    expect(readableOnWhite("#f2c14e")).toBe(DARK_TEXT);
  });
});
