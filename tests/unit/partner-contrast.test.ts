import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS, type PartnerColors } from "@/lib/partners/colors";
import { contrastRatio, MIN_TEXT_CONTRAST, mixColors, onColor, readableOn, WHITE } from "@/lib/partners/contrast";
import { contrastChecks, contrastWarnings } from "@/lib/partners/contrast-check";
import { partnerPalette, PRIMARY_TINT, SECONDARY_TINT, themeVariables } from "@/lib/partners/palette";
import { buildPartners } from "@/lib/db/seed/partners";

const seeded: PartnerColors[] = buildPartners(new Map([["costa-del-sol", 1], ["costa-blanca", 2]])).map((partner) => ({
  primary: partner.primaryColor!,
  secondary: partner.secondaryColor!,
  heading_color: partner.headingColor ?? null,
}));

const EXTREMES = ["#ffffff", "#000000", "#777777", "#fffb00", "#ffff00", "#f2c14e", "#0b6e4f", "#13206a", "#7a1f5c", "#ff0000", "#00ff00", "#0000ff", "#808080", "#767676", "#959595", "#fefefe", "#010101", "#ffee00", "#1d3557"];

/** Every pair the site draws, as the palette chooses it, must reach 4.5:1 (text) on its surface. */
function expectReadable(colors: PartnerColors) {
  const p = partnerPalette(colors);
  const label = JSON.stringify(colors);
  const tints = [WHITE, mixColors(p.primary, WHITE, PRIMARY_TINT), mixColors(p.secondary, WHITE, SECONDARY_TINT), "#f1f5f9"];
  expect(contrastRatio(p.onPrimary, p.primary), `${label} on primary`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  expect(contrastRatio(WHITE, p.primaryStrong), `${label} white on the hero's sky`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  expect(contrastRatio(p.onSecondary, p.secondary), `${label} on secondary`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  expect(contrastRatio(p.secondaryInk, p.primary), `${label} accent on primary`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  expect(contrastRatio(p.secondaryInkDeep, p.primaryDeep), `${label} accent on the footer's band`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  // The footer's small print is white at 60 % on its band.
  expect(contrastRatio(mixColors(p.onPrimaryDeep, p.primaryDeep, 0.6), p.primaryDeep), `${label} footer`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  for (const background of tints) {
    expect(contrastRatio(p.primaryInk, background), `${label} link on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(p.heading, background), `${label} heading on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  }
}

describe("partner colours never break contrast", () => {
  it("the seeded partners: zuidkust's green on its yellow (3.72:1) turns black; the rest keeps the brand", () => {
    expect(seeded).toHaveLength(3);
    const [demo, zuidkust, partnerA] = seeded.map(partnerPalette);
    expect(Math.floor(contrastRatio("#0b6e4f", "#f2c14e") * 100) / 100).toBe(3.72);
    expect(zuidkust).toMatchObject({ primary: "#0b6e4f", secondary: "#f2c14e", onPrimary: WHITE, onSecondary: "#000000", primaryInk: "#0b6e4f", heading: "#08415c" });
    // Yellow on that green is 3.72:1 too: eyebrows and initials on the green take white.
    expect(zuidkust!.secondaryInk).toBe(WHITE);
    expect(demo).toMatchObject({ onPrimary: WHITE, onSecondary: "#13206a", primaryInk: "#13206a", secondaryInk: "#fffb00", heading: "#13206a" });
    expect(partnerA).toMatchObject({ onPrimary: WHITE, onSecondary: "#7a1f5c", primaryInk: "#7a1f5c", heading: "#222222" });
    for (const colors of seeded) expectReadable(colors);
  });

  it.each(EXTREMES.flatMap((primary) => EXTREMES.map((secondary) => [primary, secondary] as const)))("primary %s with secondary %s", (primary, secondary) => {
    expectReadable({ primary, secondary, heading_color: null });
    expectReadable({ primary, secondary, heading_color: secondary });
  });

  it("keeps a readable colour as it is and shades a light one in its own hue", () => {
    expect(readableOn("#13206a", [WHITE])).toBe("#13206a");
    const shaded = readableOn("#f2c14e", [WHITE]);
    expect(shaded).not.toBe("#000000");
    expect(contrastRatio(shaded, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(readableOn("#ffffff", [WHITE])).not.toBe("#ffffff");
    expect(onColor("#777777")).toBe("#000000");
    expect(onColor("#0b6e4f")).toBe(WHITE);
    expect(onColor("#f2c14e", "#0b6e4f")).toBe("#000000");
  });

  it("white on white, yellow or mid grey never stays white", () => {
    for (const surface of ["#ffffff", "#fffb00", "#777777"]) {
      const palette = partnerPalette({ primary: surface, secondary: surface, heading_color: surface });
      expect(palette.onPrimary).toBe("#000000");
      expect(contrastRatio(palette.heading, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the CRM's report", () => {
  it("lists every pair and warns with the colour used instead", () => {
    expect(contrastChecks({ primary: "#13206a", secondary: "#fffb00", heading: null }).map((check) => check.pair)).toEqual(["primary", "secondary", "link", "heading", "accent"]);
    expect(contrastWarnings({ primary: "#13206a", secondary: "#fffb00", heading: null })).toEqual([]);
    const zuidkust = contrastWarnings({ primary: "#0b6e4f", secondary: "#f2c14e", heading: "#08415c" });
    expect(zuidkust.map((warning) => warning.pair)).toEqual(["secondary", "accent"]);
    expect(zuidkust[0]).toMatchObject({ ratio: 3.7, minimum: 4.5, used: "#000000" });
    expect(zuidkust[0]!.usedRatio).toBeGreaterThanOrEqual(4.5);
    const pale = contrastWarnings({ primary: "#ffdd00", secondary: "#ffee88", heading: "#eeeeee" });
    expect(pale.map((warning) => warning.pair)).toEqual(["primary", "secondary", "link", "heading", "accent"]);
    expect(contrastWarnings({ primary: "not a colour", secondary: "#ffffff", heading: null })).toEqual([]);
  });
});

describe("the stylesheet's defaults", () => {
  it("are the palette of the default colours", () => {
    const css = readFileSync(path.join(import.meta.dirname, "../../app/globals.css"), "utf8");
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
    for (const [name, value] of Object.entries(themeVariables(DEFAULT_COLORS))) {
      expect(root, name).toMatch(new RegExp(`${name}:\\s*${value};`));
    }
  });
});
