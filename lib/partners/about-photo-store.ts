import "server-only";
/**
 * "Over ons" photos in the database (every app instance serves them), at /media/partners/{id}/about-photo.
 * The partner's `aboutPhotoUrl` carries a version, so a new photo is a new URL that browsers may cache.
 */
import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { partnerAboutPhotos, partners } from "../db/schema";
import type { ImageType } from "../media/image-type";
import { reencodeImageUpload } from "../media/image-upload";
import { ABOUT_PHOTO_WIDTHS } from "./about-photo";

/** A decoder bomb stays out: no photo needs more than 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const ABOUT_PHOTO_TEXTS = { error: "aboutPhotoUnusable", empty: "fieldLogoEmpty", type: "fieldLogoType", unreadable: "fieldAboutPhotoUnreadable" } as const;

const aboutPhotoUrlOf = (partnerId: number, version: Date) => `/media/partners/${partnerId}/about-photo?v=${version.getTime().toString(36)}`;

/** Every width as 4:3 WebP (the upload checks of lib/media/image-upload.ts first: a 422 at `data` when they refuse it). */
export async function resizeAboutPhoto(bytes: Buffer, declaredType: ImageType): Promise<{ width: number; content: Buffer }[]> {
  return reencodeImageUpload(bytes, { maxPixels: MAX_INPUT_PIXELS, declaredType, texts: ABOUT_PHOTO_TEXTS }, (source) =>
    Promise.all(
      ABOUT_PHOTO_WIDTHS.map(async (width) => ({ width, content: await source.clone().resize({ width, height: Math.round((width * 3) / 4), fit: "cover" }).webp({ quality: 80 }).toBuffer() })),
    ),
  );
}

/** Stores the resized photo and points the partner at it; null for an unknown partner. */
export async function saveAboutPhoto(partnerId: number, photos: { width: number; content: Buffer }[], now = new Date()): Promise<string | null> {
  const database = await db();
  const url = aboutPhotoUrlOf(partnerId, now);
  return database.transaction(async (tx) => {
    const [partner] = await tx.update(partners).set({ aboutPhotoUrl: url, updatedAt: now }).where(eq(partners.id, partnerId)).returning({ id: partners.id });
    if (!partner) return null;
    await tx.delete(partnerAboutPhotos).where(eq(partnerAboutPhotos.partnerId, partnerId));
    await tx.insert(partnerAboutPhotos).values(photos.map((photo) => ({ partnerId, width: photo.width, content: photo.content, updatedAt: now })));
    return url;
  });
}

/** Removes the photo; the page shows the text alone again. False for an unknown partner. */
export async function removeAboutPhoto(partnerId: number, now = new Date()): Promise<boolean> {
  const database = await db();
  return database.transaction(async (tx) => {
    const [partner] = await tx.update(partners).set({ aboutPhotoUrl: null, updatedAt: now }).where(eq(partners.id, partnerId)).returning({ id: partners.id });
    await tx.delete(partnerAboutPhotos).where(eq(partnerAboutPhotos.partnerId, partnerId));
    return Boolean(partner);
  });
}

export async function readAboutPhoto(partnerId: number, width: number) {
  const database = await db();
  const [photo] = await database
    .select()
    .from(partnerAboutPhotos)
    .where(and(eq(partnerAboutPhotos.partnerId, partnerId), eq(partnerAboutPhotos.width, width)))
    .limit(1);
  return photo ?? null;
}
