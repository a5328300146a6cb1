import "server-only";
/**
 * The one way an uploaded image (a partner's logo, the "over ons" photo, a listing's photos) becomes
 * stored pixels: nothing is kept as it came. In order, each refusal a 422 at the `data` field in Dutch:
 * an empty file; markup or script beside the image (a polyglot, image-markup.ts); a file sharp cannot
 * read the header of, or not JPEG, PNG or WebP (or not the type the uploader declared); a declared size
 * over the caller's pixel limit, read from the header before a single pixel is decoded (a
 * decompression bomb: a 1 KB PNG may declare 100,000 × 100,000 pixels); the caller's own check of the
 * header. Then sharp decodes it (with the same pixel limit, failing on any decoding error) and the
 * caller encodes what it stores; sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to.
 */
import sharp, { type Sharp } from "sharp";
import { AppError, fieldText, type ErrorKey } from "../app-error";
import { containsMarkup } from "./image-markup";
import { sniffImageType, type ImageType } from "./image-type";

/** sharp's name of each upload type. */
const SHARP_FORMATS = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" } as const satisfies Record<ImageType, string>;
type UploadFormat = (typeof SHARP_FORMATS)[ImageType];

export interface ImageHeader {
  format: UploadFormat;
  width: number;
  height: number;
  hasAlpha: boolean;
}

export interface ImageUploadRules {
  /** Width × height at most, as the header declares it. */
  maxPixels: number;
  /** The MIME type the uploader declared, when it declares one: the bytes must be that type. */
  declaredType?: string;
  /** The caller's words: the answer's message, and the field's for an empty file, another type, and a file that cannot be decoded. */
  texts: { error: ErrorKey; empty: ErrorKey; type: ErrorKey; unreadable: ErrorKey };
  /** The caller's own rule on the header (a minimum width): a field message key, or null. */
  check?: (header: ImageHeader) => ErrorKey | null;
}

const refusal = (rules: ImageUploadRules, key: ErrorKey, values?: Record<string, number>) =>
  new AppError("unprocessable", rules.texts.error, { fields: { data: [fieldText(key, values)] } });

/** The decoder every image goes through: a pixel limit, no tolerance of corrupt data, turned upright by its EXIF orientation. */
export function imageDecoder(bytes: Buffer, maxPixels: number): Sharp {
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" }).rotate();
}

/**
 * Reads the header only, or null when sharp cannot. sharp's metadata decodes no pixels; its pixel
 * limit is off here only so that an oversized image is told apart from an unreadable one.
 */
async function headerOf(bytes: Buffer) {
  // sharp throws at once (not in its promise) for some inputs.
  return Promise.resolve()
    .then(() => sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata())
    .catch(() => null);
}

/** The upload's header when every check before decoding passes; else the 422. */
async function checkImageUpload(bytes: Buffer, rules: ImageUploadRules): Promise<ImageHeader> {
  if (bytes.length === 0) throw refusal(rules, rules.texts.empty);
  if (containsMarkup(bytes)) throw refusal(rules, "fieldImageMarkup");
  const sniffed = sniffImageType(bytes);
  if (!sniffed || (rules.declaredType !== undefined && sniffed !== rules.declaredType)) throw refusal(rules, rules.texts.type);
  const meta = await headerOf(bytes);
  // The first bytes are right but the header cannot be read (a truncated file): unreadable, not another type.
  if (!meta?.width || !meta.height) throw refusal(rules, rules.texts.unreadable);
  const format = SHARP_FORMATS[sniffed];
  if (meta.format !== format) throw refusal(rules, rules.texts.type);
  if (meta.width * meta.height > rules.maxPixels) throw refusal(rules, "fieldImagePixels", { megapixels: Math.floor(rules.maxPixels / 1_000_000) });
  const header: ImageHeader = { format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha };
  const own = rules.check?.(header);
  if (own) throw refusal(rules, own);
  return header;
}

/**
 * Checks the upload, decodes it and returns what `encode` makes of the decoded image (every file the
 * caller stores); a file that cannot be decoded after all is the caller's "unreadable" 422.
 */
export async function reencodeImageUpload<T>(bytes: Buffer, rules: ImageUploadRules, encode: (image: Sharp, header: ImageHeader) => Promise<T>): Promise<T> {
  const header = await checkImageUpload(bytes, rules);
  try {
    return await encode(imageDecoder(bytes, rules.maxPixels), header);
  } catch {
    throw refusal(rules, rules.texts.unreadable);
  }
}
