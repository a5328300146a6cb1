/** Downloaded feed photos: their sizes, URLs and stored files (no sharp here: the media route reads only). */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedImages, projectPhotos } from "../../db/schema";

/** The gallery (1200 × 800) and the cards and thumbnails (600 × 400). */
export const PHOTO_WIDTHS = [1200, 600] as const;

export const photoUrl = (projectId: number, imageId: number, width: number) => `/media/projects/${projectId}/photo-${imageId}-${width}.webp`;

/** The stored file of a photo of this project; null when there is none. */
export async function readPhoto(database: Database, projectId: number, imageId: number, width: number): Promise<Buffer | null> {
  const [photo] = await database
    .select({ content: projectPhotos.content })
    .from(projectPhotos)
    .innerJoin(feedImages, eq(feedImages.id, projectPhotos.imageId))
    .where(and(eq(projectPhotos.imageId, imageId), eq(projectPhotos.width, width), eq(feedImages.projectId, projectId)));
  return photo?.content ?? null;
}
