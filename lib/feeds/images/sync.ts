/**
 * The feed's image URLs of a project, kept in `feed_images` for the image job (never shown as they are:
 * a feed's URL may point anywhere). Until its photos are downloaded a project shows its generated
 * pictures; the job switches `projects.images` to the photos once none is pending.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedImages, projects } from "../../db/schema";
import { projectImageUrl } from "../../media/project-image-url";

/** As the seed: six generated pictures per project. */
const GENERATED_IMAGES = 6;

export function generatedImages(projectId: number, typeId: number): string[] {
  return Array.from({ length: GENERATED_IMAGES }, (_, index) => projectImageUrl(projectId, index + 1, typeId));
}

/** The stored image URLs of the given projects, in order. */
export async function loadSourceImages(database: Database, projectIds: number[]): Promise<Map<number, string[]>> {
  const byProject = new Map<number, string[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await database
    .select({ projectId: feedImages.projectId, sourceUrl: feedImages.sourceUrl })
    .from(feedImages)
    .where(inArray(feedImages.projectId, projectIds))
    .orderBy(asc(feedImages.projectId), asc(feedImages.position));
  for (const row of rows) byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row.sourceUrl]);
  return byProject;
}

export const sameImages = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((url, index) => url === b[index]);

/**
 * Replaces the project's image URLs when the feed's list changed (inside the project's transaction).
 * A project whose feed lists no image any more shows its generated pictures again.
 */
export async function replaceSourceImages(tx: Database, project: { id: number; typeId: number }, urls: readonly string[]): Promise<void> {
  await tx.delete(feedImages).where(eq(feedImages.projectId, project.id));
  if (urls.length > 0) await tx.insert(feedImages).values(urls.map((sourceUrl, index) => ({ projectId: project.id, position: index + 1, sourceUrl })));
  else await tx.update(projects).set({ images: generatedImages(project.id, project.typeId) }).where(eq(projects.id, project.id));
}
