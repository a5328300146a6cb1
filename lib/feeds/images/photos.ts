/** The stored files of downloaded feed photos (no sharp here: the media route reads only; URLs in lib/media/project-image-url). */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { shownOnSomeSiteCondition } from "../../catalogue/visibility";
import type { Database } from "../../db/client";
import { feedImages, projectPhotos, projects } from "../../db/schema";
import type { ImageWidth } from "../../media/project-image-url";

export interface StoredPhoto {
  content: Buffer;
  /** The width of this file: larger than the one asked for while the image job has yet to make that width. */
  width: number;
  /** Whether some site shows its project (it is published): the public may see it, else only the CRM users who manage it. */
  published: boolean;
}

/**
 * A photo of this project at this width. A width added after the photo was stored (the job backfills it)
 * is answered from the nearest larger file meanwhile, never a smaller one; null when the photo is not there.
 */
export async function readPhoto(database: Database, projectId: number, imageId: number, width: ImageWidth): Promise<StoredPhoto | null> {
  const [photo] = await database
    .select({ content: projectPhotos.content, width: projectPhotos.width, published: sql<boolean>`${shownOnSomeSiteCondition()}` })
    .from(projectPhotos)
    .innerJoin(feedImages, eq(feedImages.id, projectPhotos.imageId))
    .innerJoin(projects, eq(projects.id, feedImages.projectId))
    .where(and(eq(projectPhotos.imageId, imageId), gte(projectPhotos.width, width), eq(feedImages.projectId, projectId)))
    .orderBy(asc(projectPhotos.width))
    .limit(1);
  return photo ?? null;
}
