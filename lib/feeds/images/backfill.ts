/**
 * Photos stored before a width joined IMAGE_WIDTHS (800 px came later) get it from their largest stored
 * file, with no new download. Rows are claimed with the image job's lease (FOR UPDATE SKIP LOCKED), so
 * several instances share the work; the media route answers from a larger file until it is done.
 */
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedImages, projectPhotos } from "../../db/schema";
import { describeError, log } from "../../log";
import { imageDecoder } from "../../media/image-upload";
import { IMAGE_WIDTHS } from "../../media/project-image-url";
import { PHOTO_MAX_PIXELS, resizePhoto } from "./job";

const WIDTHS = sql.raw(`array[${IMAGE_WIDTHS.join(",")}]`);
/** A downloaded photo that has a stored file and lacks one of the site's widths. */
const lacksWidth = sql`exists (select 1 from ${projectPhotos} where ${projectPhotos.imageId} = ${feedImages.id}) and exists (select 1 from unnest(${WIDTHS}) as wanted(width) where not exists (select 1 from ${projectPhotos} where ${projectPhotos.imageId} = ${feedImages.id} and ${projectPhotos.width} = wanted.width))`;

async function claim(database: Database, now: Date, afterId: number, limit: number, leaseMs: number): Promise<number[]> {
  return database.transaction(async (tx) => {
    const due = await tx
      .select({ id: feedImages.id })
      .from(feedImages)
      .where(and(gt(feedImages.id, afterId), eq(feedImages.status, "done"), sql`(${feedImages.lockedUntil} is null or ${feedImages.lockedUntil} < ${now})`, lacksWidth))
      .orderBy(asc(feedImages.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length > 0) await tx.update(feedImages).set({ lockedUntil: new Date(now.getTime() + leaseMs) }).where(inArray(feedImages.id, ids));
    return ids;
  });
}

async function fill(database: Database, imageId: number): Promise<void> {
  const stored = await database.select({ width: projectPhotos.width }).from(projectPhotos).where(eq(projectPhotos.imageId, imageId)).orderBy(desc(projectPhotos.width));
  const missing = IMAGE_WIDTHS.filter((width) => !stored.some((photo) => photo.width === width));
  // Only the largest file is read: the others are not needed to make the missing ones.
  const [largest] = stored[0] && missing.length > 0 ? await database.select({ content: projectPhotos.content }).from(projectPhotos).where(and(eq(projectPhotos.imageId, imageId), eq(projectPhotos.width, stored[0].width))) : [];
  if (largest) {
    const photos = await resizePhoto(imageDecoder(largest.content, PHOTO_MAX_PIXELS), missing);
    await database.insert(projectPhotos).values(photos.map((photo) => ({ imageId, width: photo.width, content: photo.content }))).onConflictDoNothing();
  }
  await database.update(feedImages).set({ lockedUntil: null }).where(eq(feedImages.id, imageId));
}

export interface BackfillOptions {
  /** Where the previous batch of this pass ended (the largest id it claimed): each batch reads on from there, not from the first photo again. */
  afterId?: number;
  batchSize?: number;
  leaseMs?: number;
  clock?: () => Date;
}

/** One batch; the ids it claimed, in order (none: nothing after `afterId` lacks a width, or another instance holds the rest). */
export async function backfillPhotoWidths(database: Database, options: BackfillOptions = {}): Promise<number[]> {
  const now = (options.clock ?? (() => new Date()))();
  const ids = await claim(database, now, options.afterId ?? 0, options.batchSize ?? 8, options.leaseMs ?? 5 * 60_000);
  for (const imageId of ids) {
    try {
      await fill(database, imageId);
    } catch (error) {
      // The lease stays: this photo is tried again once it runs out, not at once in a loop.
      log("warn", "feed_image_backfill_failed", { imageId, ...describeError(error) });
    }
  }
  return ids;
}
