import "server-only";
/**
 * Photos of a hand-made listing: uploaded files checked and decoded as every image upload is
 * (lib/media/image-upload.ts), resized by the feed photos' own pipeline (`resizePhoto`: WebP, 3:2,
 * every width the site shows) and stored as the image job stores a feed's (`feed_images`
 * done at once, `project_photos`), so the same media route serves them; ordered or dropped by one call.
 * The project then shows its photos in that order (or its generated pictures when none is left).
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, max } from "drizzle-orm";
import { AppError, fieldText } from "../app-error";
import { revalidateProject } from "../catalogue/cache";
import { db, type Database } from "../db/client";
import { feedImages, projectPhotos, projects } from "../db/schema";
import { MAX_IMAGES } from "../feeds/parser";
import { PHOTO_MAX_PIXELS, resizePhoto } from "../feeds/images/job";
import { generatedImages } from "../feeds/images/sync";
import { reencodeImageUpload, type ImageUploadRules } from "../media/image-upload";
import { photoUrl } from "../media/project-image-url";
import { assertMayEditListings } from "./listing-access";
import type { ChangeOptions } from "./project-changes";
import { projectScopeCondition } from "./projects";
import type { StaffScope } from "./staff";

const MIN_PHOTO_WIDTH = 600;
/** The upload checks of every image (lib/media/image-upload.ts), with this form's words and its minimum width. */
const UPLOAD_RULES: ImageUploadRules = {
  maxPixels: PHOTO_MAX_PIXELS,
  texts: { error: "invalidInput", empty: "fieldPhotoType", type: "fieldPhotoType", unreadable: "fieldPhotoType" },
  check: (header) => (header.width < MIN_PHOTO_WIDTH ? "fieldPhotoSmall" : null),
};

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const photoError = (field: string, key: "fieldPhotosMax" | "fieldPhotoUnknown") =>
  new AppError("unprocessable", "invalidInput", { fields: { [field]: [fieldText(key)] } });

/** The project when the scope may edit it and it is hand-made (a feed's photos come from its feed). */
async function editableProject(tx: Tx, scope: StaffScope, projectId: number) {
  const [project] = await tx.select().from(projects).where(and(eq(projects.id, projectId), projectScopeCondition(scope))).for("update");
  if (!project) throw new AppError("not_found", "projectNotFound");
  if (project.feedSourceId !== null) throw new AppError("conflict", "photosOfFeed");
  return project;
}

/** The project's photos in order, as `projects.images` (its generated pictures when it has none). */
async function showPhotos(tx: Tx, project: { id: number; typeId: number }): Promise<void> {
  const rows = await tx.select({ id: feedImages.id }).from(feedImages).where(and(eq(feedImages.projectId, project.id), eq(feedImages.status, "done"))).orderBy(asc(feedImages.position));
  const images = rows.length > 0 ? rows.map((row) => photoUrl(project.id, row.id)) : generatedImages(project.id, project.typeId);
  await tx.update(projects).set({ images, updatedAt: new Date() }).where(eq(projects.id, project.id));
}

/** Adds an uploaded photo (a JPEG, PNG or WebP at least 600 pixels wide) at the end; resized before the transaction (sharp is slow, the lock short). */
export async function addPhoto(scope: StaffScope, projectId: number, bytes: Buffer, options: ChangeOptions = {}): Promise<number> {
  await assertMayEditListings(scope);
  const files = await reencodeImageUpload(bytes, UPLOAD_RULES, (image) => resizePhoto(image));
  const database = await db();
  const imageId = await database.transaction(async (tx) => {
    const project = await editableProject(tx, scope, projectId);
    const [last] = await tx.select({ position: max(feedImages.position) }).from(feedImages).where(eq(feedImages.projectId, projectId));
    const position = (last?.position ?? 0) + 1;
    if (position > MAX_IMAGES) throw photoError("data", "fieldPhotosMax");
    const sourceUrl = `upload:${createHash("sha256").update(bytes).digest("hex")}`;
    const [row] = await tx.insert(feedImages).values({ projectId, position, sourceUrl, status: "done" }).returning({ id: feedImages.id });
    await tx.insert(projectPhotos).values(files.map((file) => ({ imageId: row!.id, width: file.width, content: file.content })));
    await showPhotos(tx, project);
    return row!.id;
  });
  (options.onChange ?? revalidateProject)(projectId);
  return imageId;
}

/** Keeps exactly these photos in this order (a photo left out is deleted); a 422 for an id not of this project. */
export async function arrangePhotos(scope: StaffScope, projectId: number, imageIds: readonly number[], options: ChangeOptions = {}): Promise<void> {
  await assertMayEditListings(scope);
  const database = await db();
  await database.transaction(async (tx) => {
    const project = await editableProject(tx, scope, projectId);
    const rows = await tx.select({ id: feedImages.id }).from(feedImages).where(eq(feedImages.projectId, projectId));
    const own = new Set(rows.map((row) => row.id));
    if (new Set(imageIds).size !== imageIds.length || imageIds.some((id) => !own.has(id))) throw photoError("image_ids", "fieldPhotoUnknown");
    const dropped = rows.map((row) => row.id).filter((id) => !imageIds.includes(id));
    if (dropped.length > 0) await tx.delete(feedImages).where(inArray(feedImages.id, dropped));
    // Out of the way first: (project, position) is unique.
    for (const [index, id] of imageIds.entries()) await tx.update(feedImages).set({ position: -(index + 1) }).where(eq(feedImages.id, id));
    for (const [index, id] of imageIds.entries()) await tx.update(feedImages).set({ position: index + 1 }).where(eq(feedImages.id, id));
    await showPhotos(tx, project);
  });
  (options.onChange ?? revalidateProject)(projectId);
}
