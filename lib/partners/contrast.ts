/**
 * Colour contrast (WCAG 2 relative luminance): the one place the site and its mails measure and
 * choose readable colours, whatever colours a partner picks. Pure and client-safe.
 */
import { isHexColor } from "./colors";

export const BLACK = "#000000";
export const WHITE = "#ffffff";
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** The mails' fallback for a coloured heading or link that is too light on white. */
export const DARK_TEXT = "#222222";

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white text, whichever reads better on `background`. */
export function textColorOn(background: string): typeof BLACK | typeof WHITE {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

/** `color` for text on a white page when it is readable there, else dark grey (mails). */
export function readableOnWhite(color: string): string {
  return contrastRatio(color, WHITE) >= MIN_TEXT_CONTRAST ? color : DARK_TEXT;
}

const hex2 = (value: number) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, "0");

/** `a` mixed with `b` in sRGB, `weight` of `a` (0 to 1): what a tint or shade of `a` looks like. */
export function mixColors(a: string, b: string, weight: number): string {
  const part = (hex: string, offset: number) => parseInt(hex.slice(offset, offset + 2), 16);
  return `#${[1, 3, 5].map((offset) => hex2(part(a, offset) * weight + part(b, offset) * (1 - weight))).join("")}`;
}

const passes = (color: string, backgrounds: readonly string[], minimum: number) => backgrounds.every((background) => contrastRatio(color, background) >= minimum);

/**
 * `preferred` when it reaches `minimum` against every background; else the first shade of it
 * (towards black, or towards white on dark backgrounds) that does, so a link keeps the brand's hue;
 * else black or white, whichever contrasts more with the first background.
 */
export function readableOn(preferred: string, backgrounds: readonly string[], minimum: number = MIN_TEXT_CONTRAST): string {
  if (passes(preferred, backgrounds, minimum)) return preferred;
  const toward = textColorOn(backgrounds[0]!);
  for (let step = 1; step <= 20; step += 1) {
    const shade = mixColors(preferred, toward, 1 - step / 20);
    if (passes(shade, backgrounds, minimum)) return shade;
  }
  return toward;
}

/** Text on a coloured surface: `preferred` (or white) when readable there, else black or white, whichever contrasts more. */
export function onColor(background: string, preferred: string = WHITE, minimum: number = MIN_TEXT_CONTRAST): string {
  return contrastRatio(preferred, background) >= minimum ? preferred : textColorOn(background);
}
