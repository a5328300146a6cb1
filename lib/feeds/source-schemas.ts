/** A feed source's name and grouping rule as callers give them (zod; client-safe, no database imports). */
import { z } from "zod";

export const sourceNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "kleine letters, cijfers en streepjes (hoogstens 80)");

export const groupingRuleSchema = z.strictObject({
  refSeparator: z.string().min(1).max(3).optional(),
  proximityMeters: z.number().int().min(1).max(1000),
});
