import "server-only";
/** Reads one stored file with its content, for the download route only. */
import { and, eq } from "drizzle-orm";
import { db } from "../../db/client";
import { projectFiles, projects } from "../../db/schema";
import { shownOnSomeSiteCondition } from "../visibility";

/** A file of a project some site shows: its URL names no site (a lead's mail carries it too); the route answers `private, no-store`. */
export async function getDownloadableFile(fileId: number) {
  const database = await db();
  const [row] = await database
    .select({
      fileName: projectFiles.fileName,
      mimeType: projectFiles.mimeType,
      confidential: projectFiles.confidential,
      content: projectFiles.content,
    })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(and(eq(projectFiles.id, fileId), shownOnSomeSiteCondition()))
    .limit(1);
  return row ?? null;
}
