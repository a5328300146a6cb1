import "server-only";
/** The confidential project information (spec sections 1 and 6): for logged-in clients only, read per request, never part of a cached page. */
import { and, eq } from "drizzle-orm";
import { db } from "../../db/client";
import { projects } from "../../db/schema";
import { listedCondition } from "../visibility";

/** The text of a project the site lists (null when it has none); undefined when there is no such project there. */
export async function getConfidentialInfo(projectId: number, viewer: { client: boolean }, sitePartnerId: number): Promise<string | null | undefined> {
  if (!viewer.client) throw new Error("confidential information is for logged-in clients only");
  const database = await db();
  const [row] = await database
    .select({ info: projects.confidentialInfo })
    .from(projects)
    .where(and(eq(projects.id, projectId), listedCondition(sitePartnerId)))
    .limit(1);
  return row ? row.info : undefined;
}
