/**
 * What the CRM's colour form reports: for each place the site puts text on (or in) a partner colour,
 * the contrast of the chosen pair, and, when that is too low, the colour the site uses instead
 * (from `partnerPalette`). The form warns; it does not refuse (the brand is theirs). Pure and client-safe.
 */
import { isHexColor, type PartnerColors } from "./colors";
import { contrastRatio, MIN_TEXT_CONTRAST, WHITE } from "./contrast";
import { partnerPalette } from "./palette";

type ContrastPair = "primary" | "secondary" | "link" | "heading" | "accent";

export interface ContrastCheck {
  pair: ContrastPair;
  /** The text colour the chosen colours would give, on its background. */
  text: string;
  background: string;
  /** Rounded down to one decimal, so a failing pair never shows the threshold itself. */
  ratio: number;
  minimum: number;
  /** The text colour the site uses (the same as `text` when the pair passes). */
  used: string;
  usedRatio: number;
}

const floor1 = (ratio: number) => Math.floor(ratio * 10) / 10;

/** Every pair, passing or not; `failed` picks the ones the form warns about. */
export function contrastChecks(colors: { primary: string; secondary: string; heading: string | null }): ContrastCheck[] {
  if (!isHexColor(colors.primary) || !isHexColor(colors.secondary) || (colors.heading !== null && !isHexColor(colors.heading))) return [];
  const input: PartnerColors = { primary: colors.primary, secondary: colors.secondary, heading_color: colors.heading };
  const palette = partnerPalette(input);
  const pairs: Array<[ContrastPair, string, string, string]> = [
    ["primary", WHITE, palette.primary, palette.onPrimary],
    ["secondary", palette.primary, palette.secondary, palette.onSecondary],
    ["link", palette.primary, WHITE, palette.primaryInk],
    ["heading", colors.heading ?? palette.primary, WHITE, palette.heading],
    ["accent", palette.secondary, palette.primary, palette.secondaryInk],
  ];
  return pairs.map(([pair, text, background, used]) => ({
    pair,
    text,
    background,
    ratio: floor1(contrastRatio(text, background)),
    minimum: MIN_TEXT_CONTRAST,
    used,
    usedRatio: floor1(contrastRatio(used, background)),
  }));
}

export const failed = (check: ContrastCheck) => check.text !== check.used;

/** The pairs that would have been hard to read as chosen. */
export function contrastWarnings(colors: { primary: string; secondary: string; heading: string | null }): ContrastCheck[] {
  return contrastChecks(colors).filter(failed);
}
