/** The JSON API's answer envelopes (`{ data, meta }`), for call definitions' response schemas. */
import { z } from "zod";

/** One item, no meta. */
export const itemEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema, meta: z.object({}) });

/** A whole list, no meta. */
export const listEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), meta: z.object({}) });

/** One page of a list, with the total and the paging asked for. */
export const pageEnvelope = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }) });
