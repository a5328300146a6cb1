/**
 * URLs of the generated project images: `/media/projects/{id}/{n}-{scene}.svg`, n = 1..6.
 * Pure and client-safe; the route handler parses the same scheme back.
 */
import { TYPE_ID } from "../catalogue/property-types";

export const SCENES = ["apartment", "penthouse", "villa", "townhouse", "land"] as const;
export type Scene = (typeof SCENES)[number];

export const MAX_IMAGES = 6;

export function sceneForType(typeId: number): Scene {
  switch (typeId) {
    case TYPE_ID.apartment:
    case TYPE_ID.other:
      return "apartment";
    case TYPE_ID.penthouse:
      return "penthouse";
    case TYPE_ID.villa:
      return "villa";
    case TYPE_ID.land:
      return "land";
    default:
      return "townhouse";
  }
}

export function projectImageUrl(projectId: number, image: number, typeId: number): string {
  return `/media/projects/${projectId}/${image}-${sceneForType(typeId)}.svg`;
}

const FILE_PATTERN = new RegExp(`^([1-${MAX_IMAGES}])-(${SCENES.join("|")})\\.svg$`);

/** Parses the file part (`3-villa.svg`); null when it is not one of ours. */
export function parseImageFile(file: string): { image: number; scene: Scene } | null {
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  return { image: Number(match[1]), scene: match[2] as Scene };
}
