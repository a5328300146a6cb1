/** The stored files of downloaded feed photos (no sharp here: the media route reads only; URLs in lib/media/project-image-url). */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedImages, projectPhotos } from "../../db/schema";
import type { ImageWidth } from "../../media/project-image-url";

/** The stored file of a photo of this project; null when there is none. */
export async function readPhoto(database: Database, projectId: number, imageId: number, width: ImageWidth): Promise<Buffer | null> {
  const [photo] = await database
    .select({ content: projectPhotos.content })
    .from(projectPhotos)
    .innerJoin(feedImages, eq(feedImages.id, projectPhotos.imageId))
    .where(and(eq(projectPhotos.imageId, imageId), eq(projectPhotos.width, width), eq(feedImages.projectId, projectId)));
  return photo?.content ?? null;
}
