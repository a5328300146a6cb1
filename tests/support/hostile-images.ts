/**
 * Hostile image uploads, made in the test (no binary fixtures): polyglots (an image's first bytes or
 * a whole image with HTML, SVG or script beside it) and decompression bombs (a PNG whose header
 * declares far more pixels than any upload may have). Each is what a probe sent to the CRM's uploads.
 */
import { constants, crc32, createDeflate, deflateSync } from "node:zlib";
import sharp from "sharp";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_APP0 = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const HTML_PAGE = "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>";

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** IHDR of an 8-bit image: grey (colour type 0) or RGB (2). */
function ihdr(width: number, height: number, colourType: 0 | 2): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, colourType, 0, 0, 0], 8);
  return pngChunk("IHDR", data);
}

const png = (...chunks: Buffer[]) => Buffer.concat([PNG_SIGNATURE, ...chunks, pngChunk("IEND", Buffer.alloc(0))]);

/** A small real image, for the polyglots that wrap one. */
export const plainJpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#0b6e4f" } }).jpeg().toBuffer();
export const plainPng = () => sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 11, g: 110, b: 79, alpha: 0.5 } } }).png().toBuffer();

/** The polyglots, each with the type it claims to be. */
export async function polyglots(): Promise<Array<{ name: string; type: "image/jpeg" | "image/png"; bytes: Buffer }>> {
  const jpeg = await plainJpeg();
  const withText = await plainPng();
  // A tEXt chunk ("Comment", then the HTML) right after IHDR: 8 bytes of signature, 25 of IHDR.
  const text = pngChunk("tEXt", Buffer.from(`Comment\0${HTML_PAGE}`, "latin1"));
  return [
    { name: "a JPEG's first bytes followed by an HTML page", type: "image/jpeg", bytes: Buffer.concat([JPEG_APP0, Buffer.from(HTML_PAGE)]) },
    { name: "a PNG signature followed by SVG with onload", type: "image/png", bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>')]) },
    { name: "a valid JPEG with HTML after its end marker", type: "image/jpeg", bytes: Buffer.concat([jpeg, Buffer.from(HTML_PAGE)]) },
    { name: "a PNG with HTML in a text chunk", type: "image/png", bytes: Buffer.concat([withText.subarray(0, 33), text, withText.subarray(33)]) },
  ];
}

/** A PNG of under 1 KB whose header declares `width` × `height` (one row of grey pixels, the rest missing). */
export function pngDeclaring(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.min(width, 4096));
  return png(ihdr(width, height, 0), pngChunk("IDAT", deflateSync(row, { level: 9 })));
}

/** A complete, valid grey PNG of `width` × `height`, all black: about 389 KB for 20,000 × 20,000, deflated row by row. */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise<void>((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const rows = Buffer.alloc((1 + width) * 256);
  for (let written = 0; written < height; written += 256) {
    const count = Math.min(256, height - written);
    if (!deflate.write(rows.subarray(0, (1 + width) * count))) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return png(ihdr(width, height, 0), pngChunk("IDAT", Buffer.concat(parts)));
}
