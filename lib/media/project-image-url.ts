/**
 * URLs of the project pictures. Generated: `/media/projects/{id}/{n}-{scene}.svg`, n = 1..6 (one
 * drawing for every size). Downloaded feed photos: `/media/projects/{id}/photo-{image}-{width}.webp`,
 * stored at each of IMAGE_WIDTHS. Pure and client-safe; the media route parses the same schemes back.
 */
import { TYPE_ID } from "../catalogue/property-types";

export const SCENES = ["apartment", "penthouse", "villa", "townhouse", "land"] as const;
export type Scene = (typeof SCENES)[number];

const MAX_IMAGES = 6;

/**
 * A photo's widths, largest first: the gallery (1200 × 800, the URL a project stores), a phone's gallery
 * and a card on a phone or a sharp screen (800 × 533), and cards and thumbnails (600 × 400).
 */
export const IMAGE_WIDTHS = [1200, 800, 600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
const [GALLERY_WIDTH] = IMAGE_WIDTHS;

/** The files a browser picks from (`srcset`): a card never needs the gallery's 1200 px, the gallery never the card's 600. */
export const CARD_WIDTHS = [600, 800] as const satisfies readonly ImageWidth[];
export const GALLERY_WIDTHS = [800, 1200] as const satisfies readonly ImageWidth[];

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

export const photoUrl = (projectId: number, imageId: number, width: ImageWidth = GALLERY_WIDTH) => `/media/projects/${projectId}/photo-${imageId}-${width}.webp`;

const GALLERY_SUFFIX = `-${GALLERY_WIDTH}.webp`;
const isStoredPhoto = (url: string) => url.startsWith("/media/projects/") && url.endsWith(GALLERY_SUFFIX);

/** A stored photo URL at another of its widths (cards and thumbnails take 600); other URLs (a drawing) as they are. */
export function imageAtWidth(url: string, width: ImageWidth): string {
  return isStoredPhoto(url) ? `${url.slice(0, -GALLERY_SUFFIX.length)}-${width}.webp` : url;
}

/**
 * The `srcSet` and `sizes` of an `<img>` showing a stored photo: its files over these widths, and the
 * layout's width on screen. Nothing for a drawing (one file scales to every size).
 */
export function imageSources(url: string, widths: readonly ImageWidth[], sizes: string): { srcSet?: string; sizes?: string } {
  return isStoredPhoto(url) ? { srcSet: widths.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(", "), sizes } : {};
}

const WIDTH = `(${IMAGE_WIDTHS.join("|")})`;
const GENERATED_FILE = new RegExp(`^([1-${MAX_IMAGES}])-(${SCENES.join("|")})\\.svg$`);
const PHOTO_FILE = new RegExp(`^photo-([1-9]\\d{0,9})-${WIDTH}\\.webp$`);

export type ImageFile =
  | { kind: "generated"; image: number; scene: Scene }
  | { kind: "photo"; imageId: number; width: ImageWidth };

/** Parses the file part (`3-villa.svg`, `photo-41-600.webp`); null when it is not one of ours. */
export function parseImageFile(file: string): ImageFile | null {
  const generated = GENERATED_FILE.exec(file);
  if (generated) return { kind: "generated", image: Number(generated[1]), scene: generated[2] as Scene };
  const photo = PHOTO_FILE.exec(file);
  if (!photo) return null;
  const imageId = Number(photo[1]);
  return imageId <= 2_147_483_647 ? { kind: "photo", imageId, width: Number(photo[2]) as ImageWidth } : null;
}
