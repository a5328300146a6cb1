/** Partner colours: only `#rrggbb` values ever reach a style attribute; anything else falls back. */
export const DEFAULT_PRIMARY = "#13206a";
export const DEFAULT_SECONDARY = "#fffb00";

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface PartnerColors {
  primary: string;
  secondary: string;
  heading_color: string | null;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}

export function safeColors(input: Partial<Record<keyof PartnerColors, unknown>> | null | undefined): PartnerColors {
  return {
    primary: isHexColor(input?.primary) ? input.primary.toLowerCase() : DEFAULT_PRIMARY,
    secondary: isHexColor(input?.secondary) ? input.secondary.toLowerCase() : DEFAULT_SECONDARY,
    heading_color: isHexColor(input?.heading_color) ? input.heading_color.toLowerCase() : null,
  };
}

export const DEFAULT_COLORS: PartnerColors = safeColors(null);
