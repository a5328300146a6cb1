/**
 * Uploaded images are decoded, never passed through (PGlite, or PostgreSQL with DATABASE_URL). Every
 * image upload — a partner's logo (the admin's call and the owner's), the "over ons" photo, a listing's
 * photo — refuses a polyglot (markup beside the image) and a decompression bomb (a header declaring more
 * pixels than the limit) with a 422 and a Dutch message at `data`, and stores nothing. The logo is stored
 * as WebP of at most 512 px without metadata; a logo stored as uploaded before that is encoded when
 * first served, and a stored polyglot or bomb is never served.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as uploadAboutPhoto } from "@/app/api/crm/my-partner/about-photo/route";
import { POST as uploadMyLogo } from "@/app/api/crm/my-partner/logo/route";
import { GET as myPartner } from "@/app/api/crm/my-partner/route";
import { POST as uploadLogo } from "@/app/api/crm/partners/[id]/logo/route";
import { POST as uploadPhoto } from "@/app/api/crm/projects/[id]/photos/route";
import { GET as serveLogo } from "@/app/media/partners/[id]/logo/route";
import { createListing } from "@/lib/crm/listing-writes";
import { issueStaffToken } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { feedImages, geo, partnerLogos, partners } from "@/lib/db/schema";
import { PARTNER_ID } from "@/lib/db/seed/partners";
import { blackPng, plainJpeg, pngDeclaring, polyglots } from "../support/hostile-images";
import { call } from "./helpers/crm-calls";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

const MARKUP = "dit bestand bevat naast de afbeelding ook code of opmaak (HTML, SVG of script); sla de afbeelding opnieuw op als gewone PNG, JPEG of WebP";
const pixels = (megapixels: number) => `deze afbeelding is te groot: hoogstens ${megapixels} megapixel (breedte × hoogte)`;

let admin = "";
let demoOwner = "";
let listingId = 0;

/** Each image upload: its call, and its pixel limit in megapixels. */
const uploads: Array<{ name: string; megapixels: number; send: (type: string, bytes: Buffer) => ReturnType<typeof call> }> = [
  { name: "a partner's logo (admin)", megapixels: 16, send: (type, bytes) => call(uploadLogo, { token: admin, id: PARTNER_ID.zuidkust, body: { type, data: bytes.toString("base64") } }) },
  { name: "the own logo (owner)", megapixels: 16, send: (type, bytes) => call(uploadMyLogo, { token: demoOwner, body: { type, data: bytes.toString("base64") } }) },
  { name: "the over-ons photo", megapixels: 50, send: (type, bytes) => call(uploadAboutPhoto, { token: demoOwner, body: { type, data: bytes.toString("base64") } }) },
  { name: "a listing's photo", megapixels: 40, send: (_type, bytes) => call(uploadPhoto, { token: demoOwner, id: listingId, body: { data: bytes.toString("base64") } }) },
];

async function nothingStored() {
  const database = await db();
  const [demo] = await database.select({ logo: partners.logoUrl, about: partners.aboutPhotoUrl }).from(partners).where(eq(partners.id, PARTNER_ID.demo));
  const [zuidkust] = await database.select({ logo: partners.logoUrl }).from(partners).where(eq(partners.id, PARTNER_ID.zuidkust));
  const photos = await database.select({ id: feedImages.id }).from(feedImages).where(eq(feedImages.projectId, listingId));
  return { logos: [demo!.logo, zuidkust!.logo], about: demo!.about, photos: photos.length };
}

const served = (partnerId: number) => serveLogo(new Request(`http://localhost/media/partners/${partnerId}/logo`), { params: Promise.resolve({ id: String(partnerId) }) });

beforeAll(async () => {
  [demoOwner, admin] = (await Promise.all([issueStaffToken(1), issueStaffToken(4)])).map((issued) => issued.token) as [string, string];
  const [town] = await (await db()).select({ id: geo.id, lat: geo.lat, lng: geo.lng }).from(geo).where(eq(geo.kind, "town")).limit(1);
  listingId = await createListing(
    { id: 1, role: "partner", teamRole: "owner", partnerId: PARTNER_ID.demo },
    { name: "Beeldproject", developer: "Test", description: "", type_id: 1, town_id: town!.id, lat: town!.lat, lng: town!.lng, status: "off_plan", delivery_date: null, amenities: [], published: true },
    { onChange: () => undefined },
  );
});

describe("every image upload", () => {
  it("refuses each polyglot with a Dutch message at data, and stores nothing", async () => {
    for (const polyglot of await polyglots()) {
      for (const upload of uploads) {
        const answer = await upload.send(polyglot.type, polyglot.bytes);
        expect(answer.status, `${upload.name}: ${polyglot.name}`).toBe(422);
        expect(answer.body.error.fields.data, `${upload.name}: ${polyglot.name}`).toEqual([MARKUP]);
      }
    }
    expect(await nothingStored()).toEqual({ logos: [null, null], about: null, photos: 0 });
  });

  it("refuses a PNG of 1 KB declaring 100,000 × 100,000 pixels and a 389 KB PNG of 20,000 × 20,000 before decoding them", async () => {
    const declared = pngDeclaring(100_000, 100_000);
    const black = await blackPng(20_000, 20_000);
    expect(declared.length).toBeLessThan(1024);
    expect(black.length).toBeLessThan(400 * 1024);
    for (const bomb of [declared, black]) {
      for (const upload of uploads) {
        const started = performance.now();
        const answer = await upload.send("image/png", bomb);
        expect(answer.status, upload.name).toBe(422);
        expect(answer.body.error.fields.data, upload.name).toEqual([pixels(upload.megapixels)]);
        // Decoding 400 megapixels takes seconds and gigabytes; reading a header takes milliseconds.
        expect(performance.now() - started, upload.name).toBeLessThan(2_000);
      }
    }
    expect(await nothingStored()).toEqual({ logos: [null, null], about: null, photos: 0 });
  });
});

describe("the logo", () => {
  it("is stored and served as WebP of at most 512 px, without metadata, transparency kept", async () => {
    const transparent = await sharp({ create: { width: 1200, height: 600, channels: 4, background: { r: 122, g: 31, b: 92, alpha: 0 } } })
      .composite([{ input: { create: { width: 600, height: 300, channels: 4, background: "#7a1f5c" } }, top: 150, left: 300 }])
      .withExif({ IFD0: { Artist: "Geheime Maker", ImageDescription: "logo" } })
      .png()
      .toBuffer();
    expect((await call(uploadMyLogo, { token: demoOwner, body: { type: "image/png", data: transparent.toString("base64") } })).status).toBe(200);
    const answer = await served(PARTNER_ID.demo);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await answer.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["webp", 512, 256, true]);
    expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    expect(bytes.includes("Geheime Maker")).toBe(false);
    // The corner stays transparent, the middle is the colour uploaded (lossless from a PNG).
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    expect([...data.subarray((128 * 512 + 256) * 4, (128 * 512 + 256) * 4 + 4)]).toEqual([0x7a, 0x1f, 0x5c, 255]);

    // A small JPEG is not enlarged; its EXIF is gone too.
    const jpeg = await sharp(await plainJpeg()).withExif({ IFD0: { Artist: "Geheime Maker" } }).jpeg().toBuffer();
    expect((await call(uploadMyLogo, { token: demoOwner, body: { type: "image/jpeg", data: jpeg.toString("base64") } })).status).toBe(200);
    const small = await sharp(Buffer.from(await (await served(PARTNER_ID.demo)).arrayBuffer())).metadata();
    expect([small.format, small.width, small.height, small.exif]).toEqual(["webp", 64, 48, undefined]);
  });

  it("stored as uploaded before: encoded when first served and stored so; a stored polyglot or bomb is never served", async () => {
    const database = await db();
    const oldPng = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#0b6e4f" } }).png().toBuffer();
    const store = (partnerId: number, mimeType: string, content: Buffer) =>
      database.insert(partnerLogos).values({ partnerId, mimeType, content }).onConflictDoUpdate({ target: partnerLogos.partnerId, set: { mimeType, content } });

    await store(PARTNER_ID.partnerA, "image/png", oldPng);
    const first = await served(PARTNER_ID.partnerA);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    const [row] = await database.select().from(partnerLogos).where(eq(partnerLogos.partnerId, PARTNER_ID.partnerA));
    expect(row!.mimeType).toBe("image/webp");
    expect(Buffer.from(await first.arrayBuffer()).equals(row!.content)).toBe(true);
    expect((await sharp(row!.content).metadata()).width).toBe(512);

    for (const [name, type, bytes] of [...(await polyglots()).map((p) => [p.name, p.type, p.bytes] as const), ["a bomb", "image/png", pngDeclaring(100_000, 100_000)] as const]) {
      await store(PARTNER_ID.partnerA, type, bytes);
      const answer = await served(PARTNER_ID.partnerA);
      expect(answer.status, name).toBe(404);
      expect(Buffer.from(await answer.arrayBuffer()).toString(), name).toBe("Not Found");
    }
    // A polyglot stored under the new type is judged by its bytes, not its label.
    await store(PARTNER_ID.partnerA, "image/webp", Buffer.concat([row!.content, Buffer.from("<html><script>alert(1)</script></html>")]));
    expect((await served(PARTNER_ID.partnerA)).status).toBe(404);
  });

  it("still refuses a file of another type than declared, and an unreadable one, in Dutch", async () => {
    const jpeg = await plainJpeg();
    const mislabelled = await call(uploadMyLogo, { token: demoOwner, body: { type: "image/png", data: jpeg.toString("base64") } });
    expect(mislabelled.body.error.fields.data).toEqual(["alleen PNG, JPEG of WebP (en het bestand moet dat ook echt zijn)"]);
    const truncated = await call(uploadMyLogo, { token: demoOwner, body: { type: "image/jpeg", data: jpeg.subarray(0, 40).toString("base64") } });
    expect(truncated.status).toBe(422);
    expect(truncated.body.error.fields.data).toEqual(["deze afbeelding kan niet worden gelezen"]);
    expect((await call(myPartner, { token: demoOwner })).body.data.logo_url).toMatch(/^\/media\/partners\/1\/logo\?v=/);
  });
});
