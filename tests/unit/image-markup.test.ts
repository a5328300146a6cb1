import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { containsMarkup } from "@/lib/media/image-markup";
import { plainJpeg, plainPng, polyglots } from "../support/hostile-images";

/** A PNG's chunks, split at their boundaries: 8 bytes of signature, then length, type, data and CRC each. */
function pngChunks(png: Buffer): Array<{ type: string; start: number; end: number }> {
  const chunks = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) chunks.push({ type: png.toString("latin1", at + 4, at + 8), start: at, end: at + 12 + png.readUInt32BE(at) });
  return chunks;
}

describe("markup in an uploaded image", () => {
  it("is found in every polyglot the probe sent", async () => {
    for (const polyglot of await polyglots()) expect(containsMarkup(polyglot.bytes), polyglot.name).toBe(true);
  });

  it("is not found in plain images of each type, metadata and all", async () => {
    const described = await sharp(await plainJpeg()).withExif({ IFD0: { ImageDescription: "Zonnig appartement <3 aan zee", Artist: "Costa" } }).jpeg().toBuffer();
    const webp = await sharp(await plainPng()).webp({ quality: 80 }).toBuffer();
    for (const bytes of [await plainJpeg(), await plainPng(), described, webp]) expect(containsMarkup(bytes)).toBe(false);
  });

  it("is found in metadata, after the image's end and in the tags and attributes that run script, in any case", async () => {
    const jpeg = await plainJpeg();
    const webp = await sharp(await plainPng()).webp().toBuffer();
    expect(containsMarkup(await sharp(jpeg).withExif({ IFD0: { ImageDescription: '<img src=x onerror="alert(1)">' } }).jpeg().toBuffer())).toBe(true);
    expect(containsMarkup(Buffer.concat([webp, Buffer.from("<SCRIPT>alert(1)</SCRIPT>")]))).toBe(true);
    expect(containsMarkup(Buffer.concat([jpeg, Buffer.from("<a href='javascript:alert(1)'>x</a>")]))).toBe(true);
    expect(containsMarkup(Buffer.concat([jpeg, Buffer.from('<div style="x" onMouseOver = "alert(1)">')]))).toBe(true);
    expect(containsMarkup(Buffer.from("GIF89a<svg/onload=alert(1)>"))).toBe(true);
  });

  it("leaves a PNG's compressed pixel data unread, and reads on past a chunk that runs beyond the file", async () => {
    const png = await plainPng();
    const idat = pngChunks(png).find((chunk) => chunk.type === "IDAT")!;
    // Bytes that spell a tag inside IDAT's data are pixels (or garbage the decoder refuses), not markup.
    const inPixels = Buffer.from(png);
    inPixels.write("<svg onload=", idat.start + 8, "latin1");
    expect(containsMarkup(inPixels)).toBe(false);
    // A chunk whose length runs past the end: the rest is read as it is.
    const truncated = Buffer.concat([png.subarray(0, idat.start), Buffer.from([0, 0x10, 0, 0]), Buffer.from("IDAT<html><body>")]);
    expect(containsMarkup(truncated)).toBe(true);
  });
});
