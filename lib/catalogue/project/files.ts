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

/** `1,6 kB`, `2,4 MB` (Dutch decimal comma). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "";
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, "kB"] : [bytes / 1_000_000, "MB"];
  const rounded = value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(".", ",").replace(/,0$/, "");
  return `${rounded} ${unit}`;
}
