/**
 * Request bodies of `POST /api/property`, `/api/project/units` and `/api/project/files`: one zod
 * schema per input, shared by the route handlers and the OpenAPI document. Client-safe.
 */
import { z } from "zod";
import { UNIT_STATUSES } from "./types";

/** Ids are PostgreSQL `serial` values. */
export const MAX_PROJECT_ID = 2_147_483_647;

export const projectIdSchema = z.number().int().positive().max(MAX_PROJECT_ID);
export const projectSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "alleen kleine letters, cijfers en streepjes");

/** The partner (slug) whose site the answer's links point at, for calls from a `/{partner}` page on the main host. */
const partnerField = z.string().trim().toLowerCase().max(60).optional();

export const propertyByIdSchema = z.object({ id: projectIdSchema, partner: partnerField });
export const propertyBySlugSchema = z.object({ slug: projectSlugSchema, partner: partnerField });

/** `{ id }` or `{ slug }` (plus an optional `partner`); with both, the id wins. */
export const propertyRequestSchema = z.union([propertyByIdSchema, propertyBySlugSchema]);
export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

/**
 * The branch of `propertyRequestSchema` a body means, so a bad value is reported on its own field
 * (`fields.id`) instead of as one union error. Anything but `{ slug }` alone is read as `{ id }`.
 */
export function propertyRequestBranch(body: unknown): z.ZodType<PropertyRequest> {
  const isObject = typeof body === "object" && body !== null;
  return isObject && "slug" in body && !("id" in body) ? propertyBySlugSchema : propertyByIdSchema;
}

/** Unit filters: exact matches (a units table filters what is there, unlike a search's minimums). */
export const unitFiltersSchema = z.object({
  type_id: z.number().int().positive().max(1000).optional(),
  bedrooms: z.number().int().min(0).max(50).optional(),
  status: z.enum(UNIT_STATUSES).optional(),
});
export type UnitFilters = z.infer<typeof unitFiltersSchema>;

export const unitsRequestSchema = unitFiltersSchema.extend({ project_id: projectIdSchema });
export type UnitsRequest = z.infer<typeof unitsRequestSchema>;

export const filesRequestSchema = z.object({ project_id: projectIdSchema });
export type FilesRequest = z.infer<typeof filesRequestSchema>;
