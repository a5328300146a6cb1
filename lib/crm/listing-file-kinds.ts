/** The kinds of a listing's files and the spec's confidential rule, without zod (the CRM's client components use them). */
export const LISTING_FILE_KINDS = ["price_list", "floor_plan", "brochure", "other"] as const;
export type ListingFileKind = (typeof LISTING_FILE_KINDS)[number];

/** The spec's rule for project files: price lists, floor plans and brochures are for logged-in clients. */
export const confidentialByDefault = (kind: ListingFileKind): boolean => kind !== "other";

/** A listing's file as the CRM lists it (never its content). */
export interface ListingFile {
  id: number;
  title: string;
  kind: ListingFileKind;
  file_name: string;
  size_bytes: number;
  confidential: boolean;
}
