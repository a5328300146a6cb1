/**
 * Whether a partner's colours keep its site readable, as the site uses them: white text on the
 * primary colour (header, buttons), the primary colour on the secondary (accent buttons), headings
 * on white (large text: 3:1). The CRM's partner form warns; it does not refuse (the brand is theirs).
 * Pure and client-safe.
 */
import { contrastRatio, MIN_TEXT_CONTRAST } from "../mail/contrast";
import { isHexColor } from "./colors";

export const MIN_LARGE_TEXT_CONTRAST = 3;

export interface ContrastWarning {
  pair: "primary" | "secondary" | "heading";
  /** Rounded down to one decimal, so a warning never shows the threshold itself. */
  ratio: number;
}

const floor1 = (ratio: number) => Math.floor(ratio * 10) / 10;

export function contrastWarnings(colors: { primary: string; secondary: string; heading: string | null }): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  const check = (pair: ContrastWarning["pair"], a: string, b: string, minimum: number) => {
    if (!isHexColor(a) || !isHexColor(b)) return;
    const ratio = contrastRatio(a, b);
    if (ratio < minimum) warnings.push({ pair, ratio: floor1(ratio) });
  };
  check("primary", "#ffffff", colors.primary, MIN_TEXT_CONTRAST);
  check("secondary", colors.primary, colors.secondary, MIN_TEXT_CONTRAST);
  check("heading", colors.heading ?? colors.primary, "#ffffff", MIN_LARGE_TEXT_CONTRAST);
  return warnings;
}
