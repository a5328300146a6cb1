/**
 * Files of a partner's own listing (floor plans, price lists, brochures): PDF uploads as base64 in JSON
 * (the CRM's forms send JSON only), a title, a kind and whether only logged-in clients may download it.
 * Client-safe.
 */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { LISTING_FILE_KINDS, type ListingFile } from "./listing-file-kinds";

const LISTING_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const LISTING_FILE_MAX_BASE64 = Math.ceil(LISTING_FILE_MAX_BYTES / 3) * 4;
const TITLE_MAX = 200;
const FILE_NAME_MAX = 200;

const title = z
  .string()
  .trim()
  .min(1, fieldMessage("fileTitleRequired"))
  .max(TITLE_MAX)
  .regex(/^[^\p{Cc}]*$/u, fieldMessage("fileTitleRequired"))
  .meta({ description: "The title shown on the project page" });
const kind = z.enum(LISTING_FILE_KINDS).meta({ description: "price_list, floor_plan, brochure or other" });
const confidential = z.boolean().meta({ description: "Only logged-in clients may download it (default: true for price lists, floor plans and brochures)" });

export const listingFileUploadSchema = z.strictObject({
  title,
  kind,
  confidential: confidential.optional(),
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(FILE_NAME_MAX)
    .regex(/^[^\p{Cc}/\\]*$/u)
    .optional()
    .meta({ description: "The name the download gets (default: the title with .pdf)" }),
  data: z
    .string()
    .min(1, fieldMessage("fileRequired"))
    .max(LISTING_FILE_MAX_BASE64, fieldMessage("fileSize"))
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, fieldMessage("base64"))
    .meta({ description: "The PDF, base64 (at most 10 MB decoded)" }),
});

export const listingFileChangeSchema = z
  .strictObject({ title: title.optional(), kind: kind.optional(), confidential: confidential.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { ...fieldMessage("atLeastOneField"), path: ["title"] });

export const listingFileSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    kind: z.enum(LISTING_FILE_KINDS),
    file_name: z.string(),
    size_bytes: z.number().int(),
    confidential: z.boolean(),
  })
  .meta({ id: "ListingFile" }) satisfies z.ZodType<ListingFile>;
