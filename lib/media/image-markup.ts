/**
 * Markup hidden in an uploaded image (a polyglot): HTML, SVG or script that a browser or another
 * program could take for a page if the file were ever served or opened as it came. Every byte is read
 * except the compressed pixel data (a JPEG's scans, a PNG's IDAT, WebP's VP8/VP8L/ALPH/ANMF chunks):
 * there any short byte sequence turns up by chance in a few of every thousand large photos, and what
 * hides there is gone once the image is decoded and encoded again. What cannot be parsed as its format
 * (a header that runs past the end, bytes where a marker should be) is read to the end. Pure.
 */

/** Tags that make a page, and attributes that run script (`onload=`, `javascript:`), in any case. */
const MARKUP = /<(?:script|html|svg|!doctype|iframe|frame|frameset|object|embed|body|head|meta|link|style|img|form|math|base)[\s/>]|javascript:|[\s"'/;]on[a-z]{3,}\s*=/i;

type Range = readonly [start: number, end: number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Buffer, start: number) => bytes.toString("latin1", start, start + 4);
const startsWith = (bytes: Buffer, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** PNG: every chunk but IDAT's data, and whatever follows IEND. */
function pngRanges(bytes: Buffer): Range[] {
  const ranges: Range[] = [[0, 8]];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const end = at + 12 + bytes.readUInt32BE(at);
    if (end > bytes.length) break;
    const type = ascii(bytes, at + 4);
    ranges.push(type === "IDAT" ? [at, at + 8] : [at, end]);
    at = end;
    if (type === "IEND") break;
  }
  ranges.push([at, bytes.length]);
  return ranges;
}

const WEBP_PIXELS = new Set(["VP8 ", "VP8L", "ALPH", "ANMF"]);

/** WebP (RIFF): every chunk but the pixel chunks' data, and whatever follows the RIFF's end. */
function webpRanges(bytes: Buffer): Range[] {
  const ranges: Range[] = [[0, 12]];
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  let at = 12;
  while (at + 8 <= riffEnd) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) break;
    ranges.push(WEBP_PIXELS.has(ascii(bytes, at)) ? [at, at + 8] : [at, end]);
    at = end;
  }
  ranges.push([at, bytes.length]);
  return ranges;
}

/** Where a JPEG scan's entropy-coded data ends: the next marker that is not a stuffed 0x00 or a restart. */
function scanEnd(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1]!;
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at;
  }
  return bytes.length;
}

/** JPEG: every segment but the scans' entropy-coded data, and whatever follows the end marker. */
function jpegRanges(bytes: Buffer): Range[] {
  const ranges: Range[] = [[0, 2]];
  let at = 2;
  while (at + 1 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0xd9) break; // the end: what follows is read
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) break;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) break;
    ranges.push([at, end]);
    at = marker === 0xda ? scanEnd(bytes, end) : end;
  }
  ranges.push([at, bytes.length]);
  return ranges;
}

function rangesToRead(bytes: Buffer): Range[] {
  if (bytes.length >= 12 && startsWith(bytes, PNG_SIGNATURE)) return pngRanges(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0) === "RIFF" && ascii(bytes, 8) === "WEBP") return webpRanges(bytes);
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegRanges(bytes);
  return [[0, bytes.length]];
}

/** Whether the file holds markup or script outside its compressed pixel data. */
export function containsMarkup(file: Uint8Array): boolean {
  const bytes = Buffer.isBuffer(file) ? file : Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  return rangesToRead(bytes).some(([start, end]) => end > start && MARKUP.test(bytes.toString("latin1", start, end)));
}
