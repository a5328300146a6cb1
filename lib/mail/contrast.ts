/**
 * Colour contrast (WCAG 2 relative luminance), so a partner's colours never make a mail unreadable:
 * text on a coloured band or button is black or white, whichever contrasts more, and a coloured
 * heading or link on white falls back to dark grey when the colour is too light.
 */
import { isHexColor } from "../partners/colors";

const BLACK = "#000000";
const WHITE = "#ffffff";
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
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

/** `color` for text on a white page when it is readable there, else dark grey. */
export function readableOnWhite(color: string): string {
  return contrastRatio(color, WHITE) >= MIN_TEXT_CONTRAST ? color : DARK_TEXT;
}
