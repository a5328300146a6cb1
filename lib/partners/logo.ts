/**
 * Partner logos as uploaded in the CRM: PNG, JPEG or WebP up to 512 kB, recognised by their first
 * bytes (never by the name or the type the browser claims). SVG is refused: it can carry scripts, and
 * a sanitiser is one more thing to get wrong. Pure and client-safe: the upload form checks the same.
 */
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 512 * 1024;
/** Base64 of LOGO_MAX_BYTES, for the request body's limit. */
export const LOGO_MAX_BASE64 = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type the bytes are, or null for anything else (SVG, GIF, text, a truncated file). */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export type LogoProblem = "type" | "size" | "empty";

/** Why a file cannot be a logo, or null when it can: its real type must be the one declared. */
export function logoProblem(bytes: Uint8Array, declared: string): LogoProblem | null {
  if (bytes.length === 0) return "empty";
  if (bytes.length > LOGO_MAX_BYTES) return "size";
  const sniffed = sniffLogoType(bytes);
  return sniffed && sniffed === declared ? null : "type";
}
