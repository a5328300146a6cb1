/**
 * The partner's "over ons" photo for the `uw-makelaar` page: a JPEG, PNG or WebP up to 8 MB, recognised
 * by its first bytes like a logo, stored resized as WebP in ABOUT_PHOTO_WIDTHS (4:3). Client-safe: the
 * upload form checks the same before sending.
 */
import { sniffImageType } from "../media/image-type";

export const ABOUT_PHOTO_WIDTHS = [480, 960] as const;
type AboutPhotoWidth = (typeof ABOUT_PHOTO_WIDTHS)[number];
const ABOUT_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Base64 of ABOUT_PHOTO_MAX_BYTES, for the request body's limit. */
export const ABOUT_PHOTO_MAX_BASE64 = Math.ceil(ABOUT_PHOTO_MAX_BYTES / 3) * 4;

type AboutPhotoProblem = "type" | "size" | "empty";

/** Why a file cannot be the photo, or null when it can: its real type must be the one declared. */
export function aboutPhotoProblem(bytes: Uint8Array, declared: string): AboutPhotoProblem | null {
  if (bytes.length === 0) return "empty";
  if (bytes.length > ABOUT_PHOTO_MAX_BYTES) return "size";
  const sniffed = sniffImageType(bytes);
  return sniffed && sniffed === declared ? null : "type";
}

/** The photo's URL in one width (the stored URL carries the version). */
export const aboutPhotoSrc = (url: string, width: AboutPhotoWidth) => `${url}&w=${width}`;
