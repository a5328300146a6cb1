/**
 * Request bodies of `POST /api/property`, `/api/project/units` and `/api/project/files`: one zod
 * schema per input, shared by the route handlers and the OpenAPI document. Client-safe.
 */
import { z } from "zod";
import { fieldMessage } from "../../i18n/validation";
import { projectCardSchema } from "../search/schemas";
import { FILE_KINDS, UNIT_STATUSES, type ProjectDetail, type ProjectFile, type ProjectUnit } from "./types";

/** Ids are PostgreSQL `serial` values. */
export const MAX_PROJECT_ID = 2_147_483_647;

const projectIdSchema = z.number().int().positive().max(MAX_PROJECT_ID);
const projectSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "alleen kleine letters, cijfers en streepjes");

/** The partner (slug) whose site the answer's links point at, for calls from a `/{partner}` page on the main host. */
const partnerField = z.string().trim().toLowerCase().max(60).optional().meta({ description: "Partner slug: links point at its site (ignored on a partner's own domain)" });

/** `POST /api/property`: `{ id }` or `{ slug }` (plus an optional `partner`); with both, the id wins. */
export const propertyRequestSchema = z
  .strictObject({ id: projectIdSchema.optional(), slug: projectSlugSchema.optional(), partner: partnerField })
  .refine((body) => body.id !== undefined || body.slug !== undefined, { ...fieldMessage("idOrSlug"), path: ["id"] });

/** Unit filters: exact matches (a units table filters what is there, unlike a search's minimums). */
export const unitFiltersSchema = z.object({
  type_id: z.number().int().positive().max(1000).optional(),
  bedrooms: z.number().int().min(0).max(50).optional(),
  status: z.enum(UNIT_STATUSES).optional(),
});
export type UnitFilters = z.infer<typeof unitFiltersSchema>;

export const unitsRequestSchema = unitFiltersSchema.extend({ project_id: projectIdSchema, partner: partnerField }).strict();

export const filesRequestSchema = z.strictObject({ project_id: projectIdSchema, partner: partnerField });

/** `POST /api/project/cards`: up to 100 ids (a guest's favorites, a comparison). */
export const projectCardsRequestSchema = z.strictObject({ ids: z.array(projectIdSchema).max(100), partner: partnerField });

/** `GET /api/project/files/{id}/download`. */
export const fileDownloadParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(projectIdSchema) });

// Answers of the project calls, for the OpenAPI document and the tests; the compile-time guards below
// keep them equal to the TypeScript shapes the data layer returns.

const typeNameSchema = z.enum(["apartment", "house_in_villa", "land", "penthouse", "other", "house"]);
const rangeSchema = z.object({ min: z.number(), max: z.number() }).nullable();

export const projectUnitSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    type_id: z.number().int(),
    type: typeNameSchema,
    bedrooms: z.number().int(),
    bathrooms: z.number().int(),
    area: z.number().int().meta({ description: "Living area in m²" }),
    plot_area: z.number().int().nullable(),
    terrace_area: z.number().int().nullable(),
    solarium_area: z.number().int().nullable(),
    garden_area: z.number().int().nullable(),
    floor: z.number().int().nullable(),
    orientation: z.string().nullable(),
    price: z.number().int().meta({ description: "Whole euros" }),
    price_on_request: z.boolean(),
    vat: z.boolean().meta({ description: "+ BTW" }),
    status: z.enum(UNIT_STATUSES),
  })
  .meta({ id: "ProjectUnit" });

export const projectFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(FILE_KINDS),
    title: z.string(),
    file_name: z.string(),
    mime_type: z.string(),
    size_bytes: z.number().int(),
    confidential: z.boolean(),
    locked: z.boolean().meta({ description: "True when the caller must log in (or register) first" }),
    download_url: z.string().nullable(),
  })
  .meta({ id: "ProjectFile" });

const projectDetailsSchema = z.object({
  developer: z.string(),
  delivery: z.string().nullable().meta({ description: "ISO date (yyyy-mm-dd)" }),
  units_total: z.number().int(),
  units_available: z.number().int(),
  units_reserved: z.number().int(),
  units_sold: z.number().int(),
  bedrooms: rangeSchema,
  bathrooms: rangeSchema,
  area: rangeSchema,
  plot_area: rangeSchema,
  terrace_area: rangeSchema,
  solarium_area: rangeSchema,
  garden_area: rangeSchema,
});

export const projectDetailSchema = projectCardSchema
  .extend({
    description: z.string(),
    amenities: z.array(z.string()),
    images: z.array(z.string()),
    video_url: z.string().nullable().describe("Embeddable video (YouTube, privacy-enhanced mode); pages show it only after Functional cookies are accepted"),
    units: z.array(projectUnitSchema),
    files: z.array(projectFileSchema),
    developer: z.string(),
    project_details: projectDetailsSchema,
    beach_distance_m: z.number().int().nullable().describe("Metres to the nearest beach"),
    airport: z
      .object({
        code: z.string().describe("IATA code: AGP, LEI, RMU or ALC"),
        name: z.string(),
        minutes: z.number().int().describe("Estimated drive in minutes, in steps of 5: the straight line times a road factor at an average speed"),
      })
      .nullable()
      .describe("The nearest of the costas' airports (an estimate); null when none is within reach"),
  })
  .meta({ id: "ProjectDetail" });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const unitMatches: Same<z.infer<typeof projectUnitSchema>, ProjectUnit> = true;
const fileMatches: Same<z.infer<typeof projectFileSchema>, ProjectFile> = true;
const detailMatches: Same<z.infer<typeof projectDetailSchema>, ProjectDetail> = true;
void [unitMatches, fileMatches, detailMatches];
