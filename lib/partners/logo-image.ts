import "server-only";
/**
 * A partner's logo as the site stores and serves it: never the uploaded bytes. The upload goes through
 * the image checks every upload does (lib/media/image-upload.ts: no markup, a pixel limit read from the
 * header before decoding, decoded by sharp), is scaled to fit 512 × 512 (the site shows it at 36 CSS
 * pixels in the header and 96 in the CRM, so 512 covers a 3x screen with room to spare) and encoded as
 * WebP without metadata. Every place that shows a logo is a web page, where every browser the site
 * supports shows WebP, transparency included; no mail carries the logo (mails use the site's name and
 * colours), so no PNG copy is kept for mail clients without WebP. A PNG (a drawn logo, perhaps
 * transparent) is encoded losslessly; a JPEG or WebP at quality 90 with its transparency kept exactly.
 */
import sharp from "sharp";
import { containsMarkup } from "../media/image-markup";
import type { ImageType } from "../media/image-type";
import { reencodeImageUpload } from "../media/image-upload";

/** Pixels a logo may declare: a 4,000 × 4,000 scan is plenty. */
const LOGO_MAX_PIXELS = 16_000_000;
const LOGO_MAX_SIDE = 512;
export const STORED_LOGO_TYPE = "image/webp";

const LOGO_TEXTS = { error: "logoUnusable", empty: "fieldLogoEmpty", type: "fieldLogoType", unreadable: "fieldImageUnreadable" } as const;

/** The logo to store, or the 422 at `data`; `declaredType` is what the uploader said it is. */
export async function encodeLogo(bytes: Buffer, declaredType?: ImageType): Promise<Buffer> {
  return reencodeImageUpload(bytes, { maxPixels: LOGO_MAX_PIXELS, declaredType, texts: LOGO_TEXTS }, (image, header) =>
    image
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp(header.format === "png" ? { lossless: true } : { quality: 90, alphaQuality: 100 })
      .toBuffer(),
  );
}

/**
 * Whether stored bytes are a logo as `encodeLogo` writes it: WebP, one frame, at most 512 pixels a
 * side, no metadata, no markup. Logos stored before uploads were re-encoded are not, and are encoded
 * when first served (logo-store.ts).
 */
export async function isEncodedLogo(content: Buffer): Promise<boolean> {
  const meta = await Promise.resolve()
    .then(() => sharp(content).metadata())
    .catch(() => null);
  if (meta?.format !== "webp" || !meta.width || !meta.height) return false;
  const plain = !meta.exif && !meta.xmp && !meta.icc && !meta.iptc && (meta.pages ?? 1) === 1;
  return plain && meta.width <= LOGO_MAX_SIDE && meta.height <= LOGO_MAX_SIDE && !containsMarkup(content);
}
