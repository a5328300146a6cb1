/** Shapes of the project page and of `POST /api/property`, `/api/project/units`, `/api/project/files`. Client-safe. */
import type { ProjectCard } from "../card";
import type { PropertyTypeName } from "../property-types";

export type UnitStatus = "available" | "reserved" | "sold";
export type FileKind = "price_list" | "floor_plan" | "brochure" | "other";

export const UNIT_STATUSES: readonly UnitStatus[] = ["available", "reserved", "sold"];
export const FILE_KINDS: readonly FileKind[] = ["price_list", "floor_plan", "brochure", "other"];

/** One unit (a home for sale) of a project. Areas in m², prices in whole euros. */
export interface ProjectUnit {
  id: number;
  reference: string;
  type_id: number;
  type: PropertyTypeName;
  bedrooms: number;
  bathrooms: number;
  area: number;
  plot_area: number | null;
  terrace_area: number | null;
  solarium_area: number | null;
  garden_area: number | null;
  floor: number | null;
  orientation: string | null;
  price: number;
  price_on_request: boolean;
  vat: boolean;
  status: UnitStatus;
}

/** A project file as stored, without its content. */
export interface ProjectFileMeta {
  id: number;
  kind: FileKind;
  title: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  confidential: boolean;
}

/** A project file as a caller sees it: confidential files carry a download URL only for a logged-in client. */
export interface ProjectFile extends ProjectFileMeta {
  /** True when the caller must log in (or register) first. */
  locked: boolean;
  download_url: string | null;
}

export interface NumberRange {
  min: number;
  max: number;
}

/** Facts of the spec's property labels (section 3), summarised over the project's units. */
export interface ProjectDetails {
  developer: string;
  /** ISO date (yyyy-mm-dd) of delivery, when known. */
  delivery: string | null;
  units_total: number;
  units_available: number;
  units_reserved: number;
  units_sold: number;
  bedrooms: NumberRange | null;
  bathrooms: NumberRange | null;
  area: NumberRange | null;
  plot_area: NumberRange | null;
  terrace_area: NumberRange | null;
  solarium_area: NumberRange | null;
  garden_area: NumberRange | null;
}

export interface GeoName {
  id: number;
  slug: string;
  name: string;
}

/** The nearest of the costas' airports and the estimated drive there (lib/catalogue/airports.ts): an estimate. */
export interface AirportEstimate {
  code: string;
  name: string;
  minutes: number;
}

/** The project detail of DESIGN.md section 5: the card plus the detail fields. */
export interface ProjectDetail extends ProjectCard {
  description: string;
  amenities: string[];
  images: string[];
  /** An embeddable video page, or null. */
  video_url: string | null;
  units: ProjectUnit[];
  files: ProjectFile[];
  developer: string;
  project_details: ProjectDetails;
  /** Metres to the nearest beach, when known. */
  beach_distance_m: number | null;
  /** Null when no airport of the costas is within reach. */
  airport: AirportEstimate | null;
}

/** One page of `/for-sale` without an id. */
export interface ProjectListPage {
  cards: ProjectCard[];
  total: number;
  page: number;
  pageCount: number;
}
