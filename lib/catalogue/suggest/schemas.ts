/** zod schemas of `GET /api/suggest`: the query and the answer (route handler and OpenAPI document). */
import { z } from "zod";
import { SEARCH_TEXT_MAX } from "../search/filters";
import { SUGGESTION_KINDS } from "./rank";

export const suggestQuerySchema = z.strictObject({
  q: z.string().max(SEARCH_TEXT_MAX).describe("What the visitor typed: a place, project or developer; accents, case and small typos do not matter"),
  partner: z.string().trim().max(253).optional().describe("Links point at this partner's site (`old`: the main brand's legacy mirror), else the main brand's own pages"),
});

const suggestionSchema = z
  .object({
    kind: z.enum(SUGGESTION_KINDS),
    label: z.string(),
    url: z.string().describe("On the calling site: a place's search page, a project's page, or a search for the developer's projects"),
    count: z.number().int().optional().describe("Projects a search lists for the place or developer (published, not sold out)"),
    context: z.string().nullable().describe("What tells equal names apart: a town's costa, a project's town"),
  })
  .meta({ id: "Suggestion" });

export const suggestResponseSchema = z.object({ data: z.array(suggestionSchema), meta: z.object({ query: z.string() }) });

export type Suggestion = z.infer<typeof suggestionSchema>;
