/**
 * The project page's path segment `{id}-{slug}` (e.g. `123-villas-mar-azul-marbella`). Only the id
 * decides which project is shown; the slug is there for people and search engines, and a wrong or
 * missing slug redirects to the canonical one. Pure and client-safe.
 */
import { MAX_PROJECT_ID } from "./schemas";

export interface ProjectSegment {
  id: number;
  /** The slug part as given ("" when the segment was only an id). */
  slug: string;
}

const SEGMENT = /^([1-9]\d{0,9})(?:-(.*))?$/s;

/** `"123-villa-x"` -> `{ id: 123, slug: "villa-x" }`; null for anything without a valid leading id. */
export function parseProjectSegment(raw: string): ProjectSegment | null {
  const match = SEGMENT.exec(raw);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  if (id > MAX_PROJECT_ID) return null;
  return { id, slug: match[2] ?? "" };
}

/** The canonical segment of a project. */
export function projectSegment(project: { id: number; slug: string }): string {
  return `${project.id}-${project.slug}`;
}

/** True when the visited segment is not exactly the canonical one (the page then redirects). */
export function needsCanonicalRedirect(segment: ProjectSegment, project: { id: number; slug: string }): boolean {
  return segment.id !== project.id || segment.slug !== project.slug;
}
