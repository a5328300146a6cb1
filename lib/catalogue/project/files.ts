/** What a caller may see of a project file. Pure and client-safe: the content itself is never part of it. */
import type { ProjectFile, ProjectFileMeta } from "./types";

/** Where a file is downloaded; the route checks again who asks (the URL alone grants nothing). */
export function fileDownloadPath(fileId: number): string {
  return `/api/project/files/${fileId}/download`;
}

/** Public files are open to everyone; confidential ones (price lists, floor plans, brochures) only to logged-in clients. */
export function toProjectFile(file: ProjectFileMeta, viewer: { client: boolean }): ProjectFile {
  const locked = file.confidential && !viewer.client;
  return { ...file, locked, download_url: locked ? null : fileDownloadPath(file.id) };
}
