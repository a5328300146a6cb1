/**
 * The image job: claims due `feed_images` rows (FOR UPDATE SKIP LOCKED with a lease, so several app
 * instances share the work and a crashed one's rows come back), downloads each with the limits of
 * download.ts, resizes it with sharp to the widths the site shows (WebP, 3:2 like the generated
 * pictures) and stores the files in `project_photos`. A failure that may pass (a timeout, a 5xx) is
 * retried with backoff; one that cannot (a 404, a private address, not an image) fails for good.
 * When no image of a project is pending any more, the project shows its photos (those that came in;
 * its generated pictures when none did), and `onChange` revalidates the catalogue once per batch.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Sharp } from "sharp";
import type { Database } from "../../db/client";
import { feedImages, projectPhotos, projects } from "../../db/schema";
import { describeError, log } from "../../log";
import { downloadImage, ImageDownloadError, type DownloadOptions } from "./download";
import { imageDecoder } from "../../media/image-upload";
import { IMAGE_WIDTHS, photoUrl } from "../../media/project-image-url";
import { generatedImages } from "./sync";
import { feedTexts } from "../../i18n/standalone";

const MAX_ATTEMPTS = 5;
/** Pixels a photo (a feed's, or one uploaded to a listing) may have: a decompression bomb is refused before it is decoded. */
export const PHOTO_MAX_PIXELS = 40_000_000;

type ImageRow = typeof feedImages.$inferSelect;

export interface ImageJobOptions extends DownloadOptions {
  batchSize?: number;
  leaseMs?: number;
  clock?: () => Date;
  onChange?: () => void | Promise<void>;
}

export interface ImageRunResult {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
}

async function claim(database: Database, now: Date, limit: number, leaseMs: number): Promise<ImageRow[]> {
  const lease = new Date(now.getTime() + leaseMs);
  return database.transaction(async (tx) => {
    const due = await tx
      .select({ id: feedImages.id })
      .from(feedImages)
      .where(and(eq(feedImages.status, "pending"), sql`${feedImages.nextAttemptAt} <= ${now}`, sql`(${feedImages.lockedUntil} is null or ${feedImages.lockedUntil} < ${now})`))
      .orderBy(asc(feedImages.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(feedImages)
      .set({ lockedUntil: lease, attempts: sql`${feedImages.attempts} + 1` })
      .where(sql`${feedImages.id} in (${sql.join(due.map((row) => sql`${row.id}`), sql`, `)})`)
      .returning();
  });
}

/** The decoded photo in each width (all the site shows, by default): cropped to 3:2 around the middle, metadata dropped. */
export async function resizePhoto(source: Sharp, widths: readonly number[] = IMAGE_WIDTHS): Promise<{ width: number; content: Buffer }[]> {
  return Promise.all(
    widths.map(async (width) => ({ width, content: await source.clone().resize({ width, height: Math.round((width * 2) / 3), fit: "cover", withoutEnlargement: false }).webp({ quality: 80 }).toBuffer() })),
  );
}

const backoffMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** (attempts - 1));

/** Once a project has no pending image: its photos, in the feed's order (or its generated pictures). */
async function finishProject(database: Database, projectId: number): Promise<boolean> {
  return database.transaction(async (tx) => {
    const rows = await tx.select({ id: feedImages.id, status: feedImages.status }).from(feedImages).where(eq(feedImages.projectId, projectId)).orderBy(asc(feedImages.position));
    if (rows.some((row) => row.status === "pending")) return false;
    const [project] = await tx.select({ typeId: projects.typeId, images: projects.images }).from(projects).where(eq(projects.id, projectId));
    if (!project) return false;
    const done = rows.filter((row) => row.status === "done");
    const images = done.length > 0 ? done.map((row) => photoUrl(projectId, row.id)) : generatedImages(projectId, project.typeId);
    if (JSON.stringify(images) === JSON.stringify(project.images)) return false;
    await tx.update(projects).set({ images, updatedAt: new Date() }).where(eq(projects.id, projectId));
    return true;
  });
}

async function handle(database: Database, row: ImageRow, options: ImageJobOptions, now: Date): Promise<"done" | "retried" | "failed"> {
  let photos: { width: number; content: Buffer }[];
  try {
    const { bytes } = await downloadImage(row.sourceUrl, options);
    try {
      photos = await resizePhoto(imageDecoder(bytes, PHOTO_MAX_PIXELS));
    } catch {
      throw new ImageDownloadError(feedTexts("imageUnreadable"), true);
    }
  } catch (error) {
    const reason = error instanceof ImageDownloadError ? error.message : "onverwachte fout";
    const permanent = !(error instanceof ImageDownloadError) || error.permanent || row.attempts >= MAX_ATTEMPTS;
    await database
      .update(feedImages)
      .set(permanent ? { status: "failed", error: reason.slice(0, 300), lockedUntil: null } : { error: reason.slice(0, 300), lockedUntil: null, nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)) })
      .where(eq(feedImages.id, row.id));
    // Never the URL: an image URL may carry a token.
    log(permanent ? "warn" : "info", "feed_image_failed", { imageId: row.id, projectId: row.projectId, reason, permanent });
    return permanent ? "failed" : "retried";
  }
  await database.transaction(async (tx) => {
    await tx.delete(projectPhotos).where(eq(projectPhotos.imageId, row.id));
    await tx.insert(projectPhotos).values(photos.map((photo) => ({ imageId: row.id, width: photo.width, content: photo.content })));
    await tx.update(feedImages).set({ status: "done", error: null, lockedUntil: null }).where(eq(feedImages.id, row.id));
  });
  return "done";
}

/** One batch: claims, downloads and stores; then switches finished projects to their photos. */
export async function runImageBatch(database: Database, options: ImageJobOptions = {}): Promise<ImageRunResult> {
  const now = (options.clock ?? (() => new Date()))();
  const rows = await claim(database, now, options.batchSize ?? 8, options.leaseMs ?? 5 * 60_000);
  const result: ImageRunResult = { claimed: rows.length, done: 0, retried: 0, failed: 0 };
  const touched = new Set<number>();
  for (const row of rows) {
    try {
      result[await handle(database, row, options, now)]++;
      touched.add(row.projectId);
    } catch (error) {
      // Only the bookkeeping lands here (the row was deleted by a re-import, the database went away): the lease runs out.
      log("error", "feed_image_update_failed", { imageId: row.id, ...describeError(error) });
    }
  }
  let changed = false;
  for (const projectId of touched) if (await finishProject(database, projectId)) changed = true;
  if (changed) await options.onChange?.();
  return result;
}
