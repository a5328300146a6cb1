/**
 * Partner logos as uploaded in the CRM: PNG, JPEG or WebP up to 512 kB, recognised by their first
 * bytes (lib/media/image-type.ts). The server then decodes and re-encodes every upload
 * (logo-image.ts). Pure and client-safe: the upload form checks the same.
 */
import { sniffImageType } from "../media/image-type";

export const LOGO_MAX_BYTES = 512 * 1024;
/** Base64 of LOGO_MAX_BYTES, for the request body's limit. */
export const LOGO_MAX_BASE64 = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

export type LogoProblem = "type" | "size" | "empty";

/** Why a file cannot be a logo, or null when it can: its real type must be the one declared. */
export function logoProblem(bytes: Uint8Array, declared: string): LogoProblem | null {
  if (bytes.length === 0) return "empty";
  if (bytes.length > LOGO_MAX_BYTES) return "size";
  const sniffed = sniffImageType(bytes);
  return sniffed && sniffed === declared ? null : "type";
}
