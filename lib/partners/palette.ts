/**
 * The colours the site actually uses for a partner: the chosen brand colours as surfaces, and every
 * text or icon colour on them (and the brand colours as text on white) chosen for WCAG contrast, so
 * no choice of colours can make the site unreadable. Pure and client-safe; the CSS variables of
 * `themeVariables` and the CRM's colour form both read this.
 */
import { BLACK, contrastRatio, MIN_TEXT_CONTRAST, mixColors, onColor, readableOn, WHITE } from "./contrast";
import { safeColors, type PartnerColors } from "./colors";

export interface PartnerPalette {
  /** Header, buttons, badges (surface). */
  primary: string;
  /** Accent buttons and chips (surface). */
  secondary: string;
  /** The primary behind white text on mixed backdrops (the heroes' sky, error screens): shaded when too light. */
  primaryStrong: string;
  /** The footer's darker band: the primary shaded towards black until white reads there even dimmed (surface). */
  primaryDeep: string;
  /** Text and icons on the primary surface: white when readable, else black. */
  onPrimary: string;
  /** Text and icons on the darker band. */
  onPrimaryDeep: string;
  /** Text on the accent surface: the primary colour when readable, else black or white. */
  onSecondary: string;
  /** The primary colour as text on white and on its own light tints (links, icons, prices): shaded when too light. */
  primaryInk: string;
  /** The accent colour as text on the primary surfaces (eyebrows, initials): else the on-primary colour. */
  secondaryInk: string;
  /** The accent colour as text on the footer's darker band: else the text colour of that band. */
  secondaryInkDeep: string;
  /** Headings on white: the heading colour (or primary) when readable, else shaded. */
  heading: string;
}

/** The light tints behind some chips and icons (`bg-primary/10`, `bg-secondary/15`): ink must read on them too. */
export const PRIMARY_TINT = 0.1;
export const SECONDARY_TINT = 0.15;
/** The light grey of hovered and current menu items (Tailwind slate-100), where primary text also sits. */
const LIGHT_GREY = "#f1f5f9";
/** How much of the primary colour the footer's band keeps (the rest black). */
const DEEP_SHADE = 0.72;
/** The footer dims its small print (white at 60 %): its band is dark enough for that to read. */
const DEEP_MIN_CONTRAST = 12;

export function partnerPalette(input: PartnerColors): PartnerPalette {
  const colors = safeColors(input);
  const { primary, secondary } = colors;
  const primaryDeep = readableOn(mixColors(primary, BLACK, DEEP_SHADE), [WHITE], DEEP_MIN_CONTRAST);
  const onPrimary = onColor(primary, WHITE);
  const light = [WHITE, mixColors(primary, WHITE, PRIMARY_TINT), mixColors(secondary, WHITE, SECONDARY_TINT), LIGHT_GREY];
  return {
    primary,
    secondary,
    primaryStrong: readableOn(primary, [WHITE], MIN_TEXT_CONTRAST),
    primaryDeep,
    onPrimary,
    onPrimaryDeep: onColor(primaryDeep, WHITE),
    onSecondary: onColor(secondary, primary),
    primaryInk: readableOn(primary, light, MIN_TEXT_CONTRAST),
    secondaryInk: contrastRatio(secondary, primary) >= MIN_TEXT_CONTRAST ? secondary : onPrimary,
    // A dark accent reads on a light primary but not on the band shaded from it (e.g. navy on yellow).
    secondaryInkDeep: contrastRatio(secondary, primaryDeep) >= MIN_TEXT_CONTRAST ? secondary : onColor(primaryDeep, WHITE),
    heading: readableOn(colors.heading_color ?? primary, light, MIN_TEXT_CONTRAST),
  };
}

/**
 * The CSS custom properties that Tailwind's colour tokens read (`tailwind.config.ts`): the surfaces
 * (`bg-primary`, `bg-secondary`), the text on them (`text-on-primary`, `text-on-secondary`), and the
 * brand colours as text (`text-primary`, `text-secondary`, `text-heading` read the ink variables).
 */
export function themeVariables(colors: PartnerColors): Record<string, string> {
  const palette = partnerPalette(colors);
  return {
    "--color-primary": palette.primary,
    "--color-secondary": palette.secondary,
    "--color-heading": palette.heading,
    "--color-primary-strong": palette.primaryStrong,
    "--color-primary-deep": palette.primaryDeep,
    "--color-on-primary": palette.onPrimary,
    "--color-on-primary-deep": palette.onPrimaryDeep,
    "--color-on-secondary": palette.onSecondary,
    "--color-primary-ink": palette.primaryInk,
    "--color-secondary-ink": palette.secondaryInk,
    "--color-secondary-ink-deep": palette.secondaryInkDeep,
  };
}
