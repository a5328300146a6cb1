import "server-only";
/**
 * Files of a hand-made listing (floor plans, price lists, brochures): PDFs stored in `project_files`
 * as the seeded ones are, so the project page's file list and the gated download (confidential ones
 * for logged-in clients only) serve them unchanged. A feed's project is a 409, as its photos are.
 */
import { and, asc, eq } from "drizzle-orm";
import { AppError, fieldText } from "../app-error";
import { revalidateProject } from "../catalogue/cache";
import { db } from "../db/client";
import { projectFiles, projects } from "../db/schema";
import { confidentialByDefault, type ListingFile, type ListingFileKind } from "./listing-file-kinds";
import { assertMayEditListings } from "./listing-access";
import type { ChangeOptions } from "./project-changes";
import { projectScopeCondition } from "./projects";
import type { StaffScope } from "./staff";

const PDF_MAGIC = Buffer.from("%PDF-");

const columns = {
  id: projectFiles.id,
  title: projectFiles.title,
  kind: projectFiles.kind,
  file_name: projectFiles.fileName,
  size_bytes: projectFiles.sizeBytes,
  confidential: projectFiles.confidential,
};

/** A PDF by its bytes (its header may follow a little junk, as readers allow), or a 422 at `data`. */
function checkedPdf(bytes: Buffer): void {
  const start = bytes.subarray(0, 1024).indexOf(PDF_MAGIC);
  if (bytes.length < 16 || start < 0) throw new AppError("unprocessable", "invalidInput", { fields: { data: [fieldText("fieldFileType")] } });
}

/** The project when the scope may see it and it is hand-made; another partner's is a 404. */
async function editableProjectId(scope: StaffScope, projectId: number): Promise<number> {
  const database = await db();
  const [project] = await database.select({ id: projects.id, feedSourceId: projects.feedSourceId }).from(projects).where(and(eq(projects.id, projectId), projectScopeCondition(scope)));
  if (!project) throw new AppError("not_found", "projectNotFound");
  if (project.feedSourceId !== null) throw new AppError("conflict", "filesOfFeed");
  return project.id;
}

/** The project of a file the scope may edit (its id is the file's), or a 404. */
async function editableFileProject(scope: StaffScope, fileId: number): Promise<number> {
  const database = await db();
  const [row] = await database
    .select({ projectId: projectFiles.projectId, feedSourceId: projects.feedSourceId })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(and(eq(projectFiles.id, fileId), projectScopeCondition(scope)));
  if (!row) throw new AppError("not_found", "fileNotFound");
  if (row.feedSourceId !== null) throw new AppError("conflict", "filesOfFeed");
  return row.projectId;
}

/** A project's files as the CRM lists them (without their content); another partner's project is a 404. */
export async function listListingFiles(scope: StaffScope, projectId: number): Promise<ListingFile[]> {
  const database = await db();
  const [project] = await database.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), projectScopeCondition(scope)));
  if (!project) throw new AppError("not_found", "projectNotFound");
  return database.select(columns).from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(asc(projectFiles.id));
}

export interface NewListingFile {
  title: string;
  kind: ListingFileKind;
  confidential?: boolean | undefined;
  file_name?: string | undefined;
  bytes: Buffer;
}

/** Stores an uploaded PDF; confidential by the spec's rule unless the caller says otherwise. */
export async function addListingFile(scope: StaffScope, projectId: number, file: NewListingFile, options: ChangeOptions = {}): Promise<ListingFile> {
  await assertMayEditListings(scope);
  const id = await editableProjectId(scope, projectId);
  checkedPdf(file.bytes);
  const fileName = file.file_name ?? `${file.title.replace(/[^\p{L}\p{N} ._-]/gu, "").trim().slice(0, 190) || "document"}.pdf`;
  const database = await db();
  const [row] = await database
    .insert(projectFiles)
    .values({
      projectId: id,
      kind: file.kind,
      title: file.title,
      fileName,
      mimeType: "application/pdf",
      content: file.bytes,
      sizeBytes: file.bytes.length,
      confidential: file.confidential ?? confidentialByDefault(file.kind),
    })
    .returning(columns);
  (options.onChange ?? revalidateProject)(id);
  return row!;
}

export interface ListingFileChange {
  title?: string | undefined;
  kind?: ListingFileKind | undefined;
  confidential?: boolean | undefined;
}

/** Renames a file, or changes its kind or whether it is confidential. */
export async function changeListingFile(scope: StaffScope, fileId: number, change: ListingFileChange, options: ChangeOptions = {}): Promise<ListingFile> {
  await assertMayEditListings(scope);
  const projectId = await editableFileProject(scope, fileId);
  const database = await db();
  const [row] = await database
    .update(projectFiles)
    .set({ ...(change.title !== undefined && { title: change.title }), ...(change.kind !== undefined && { kind: change.kind }), ...(change.confidential !== undefined && { confidential: change.confidential }) })
    .where(eq(projectFiles.id, fileId))
    .returning(columns);
  (options.onChange ?? revalidateProject)(projectId);
  return row!;
}

export async function deleteListingFile(scope: StaffScope, fileId: number, options: ChangeOptions = {}): Promise<void> {
  await assertMayEditListings(scope);
  const projectId = await editableFileProject(scope, fileId);
  const database = await db();
  await database.delete(projectFiles).where(eq(projectFiles.id, fileId));
  (options.onChange ?? revalidateProject)(projectId);
}
