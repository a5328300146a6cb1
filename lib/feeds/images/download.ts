/**
 * Downloading one image a feed names, with the limits of lib/security/public-http.ts (http and https,
 * public addresses only, checked on the address connected and on every redirect hop, at most 3; loopback
 * only when allowed, for tests), at most `maxBytes` (reading stops there) and a time limit for the
 * whole download. The content must be a JPEG, PNG or WebP by its first bytes, whatever the name or the
 * Content-Type say.
 */
import { isIP } from "node:net";
import { getPublic, PublicHttpError, readBody } from "../../security/public-http";
import { feedTexts } from "../../i18n/standalone";

const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const IMAGE_TIMEOUT_MS = 30_000;

/** Why a download failed; `permanent`: trying again cannot help (a 404, a private address, not an image). */
export class ImageDownloadError extends Error {
  override name = "ImageDownloadError";
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

export type ImageType = "jpeg" | "png" | "webp";

/** The image type by the content's first bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && Buffer.from(bytes.subarray(0, 4)).toString("latin1") === "RIFF" && Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP") return "webp";
  return null;
}

export interface DownloadOptions {
  allowLoopback?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
}

function downloadError(error: PublicHttpError, limits: Required<DownloadOptions>): ImageDownloadError {
  switch (error.reason) {
    case "url":
      return new ImageDownloadError(feedTexts("imageUrl"), true);
    case "protocol":
      return new ImageDownloadError(feedTexts("imageProtocol"), true);
    case "not-public":
      return new ImageDownloadError(isIP(error.hostname) ? feedTexts("imageIpNotPublic", { host: error.hostname }) : feedTexts("imageHostNotPublic", { host: error.hostname }), true);
    case "redirects":
      return new ImageDownloadError(feedTexts("imageRedirects"), true);
    case "too-large":
      return new ImageDownloadError(feedTexts("imageTooLarge", { megabytes: limits.maxBytes / 1024 / 1024 }), true);
    case "timeout":
      return new ImageDownloadError(feedTexts("imageTimeout", { seconds: limits.timeoutMs / 1000 }), false);
    case "unreachable":
    case "interrupted":
      return new ImageDownloadError(feedTexts("unreachable", { host: error.hostname }), false);
  }
}

/** The image's bytes and type; throws `ImageDownloadError`. */
export async function downloadImage(location: string, options: DownloadOptions = {}): Promise<{ bytes: Buffer; type: ImageType }> {
  const limits = { allowLoopback: options.allowLoopback ?? false, maxBytes: options.maxBytes ?? IMAGE_MAX_BYTES, timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const answer = await getPublic(location, { allowLoopback: limits.allowLoopback, signal, headers: { accept: "image/jpeg, image/png, image/webp" } });
    const status = answer.response.statusCode ?? 0;
    if (status !== 200) {
      answer.response.destroy();
      throw new ImageDownloadError(`${answer.url.host} antwoordde ${status}`, status >= 400 && status < 500 && status !== 408 && status !== 429);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of readBody(answer, limits.maxBytes, signal)) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    const type = sniffImageType(bytes);
    if (!type) throw new ImageDownloadError(feedTexts("imageType"), true);
    return { bytes, type };
  } catch (error) {
    throw error instanceof PublicHttpError ? downloadError(error, limits) : error;
  }
}
