/** The partners' figures in the CRM's JSON API (docs/figures.md). */
import { z } from "zod";
import { defineCall } from "../api/call";
import { LEAD_KINDS } from "../leads/kinds";
import { figuresQuerySchema } from "./schemas";
import { LEAD_SOURCES } from "./source";

const count = z.number().int().min(0);
const week = z.string().meta({ description: "ISO week, `YYYY-Www`" });

const projectWeekSchema = z.object({
  project_id: z.number().int(),
  project: z.string(),
  week,
  views: count,
  favourites: count.meta({ description: "Favourites added that week by the site's registered clients (still saved)" }),
  leads: count,
  leads_by_kind: z.record(z.enum(LEAD_KINDS), count),
  conversion: z.number().nullable().meta({ description: "Leads per 100 views; null without views" }),
});

const figuresSchema = z
  .object({
    data: z.object({
      site: z.object({ partner_id: z.number().int().nullable(), name: z.string() }),
      from: week,
      to: week,
      weeks: z.array(projectWeekSchema),
      sources: z.array(z.object({ source: z.enum(LEAD_SOURCES).nullable().meta({ description: "null: not known (older leads, API tools)" }), detail: z.string().nullable(), leads: count })),
      response_times: z.object({
        agents: z.array(z.object({ agent_id: z.number().int(), agent: z.string(), answered: count, median_minutes: z.number(), within_hour: z.number().min(0).max(1) })),
        unanswered: count,
      }),
    }),
    meta: z.object({}),
  })
  .meta({ id: "Figures" });

export const crmFiguresCall = defineCall({
  method: "get",
  path: "/api/crm/figures",
  tag: "crm",
  summary: "A site's figures per project and week: views, favourites, leads, conversion; lead sources; response times per agent",
  description:
    "Views are counted on the server as aggregate counts (no personal data, no cookies; bots and prefetches never count) and written about once a minute. " +
    "A partner's users get their own partner's figures whatever `partner_id` says; an agent sees only their own response times.",
  query: figuresQuerySchema,
  response: { description: "The figures", schema: figuresSchema },
  errors: [404],
  access: "staff",
});

export const crmFiguresExportCall = defineCall({
  method: "get",
  path: "/api/crm/figures/export",
  tag: "crm",
  summary: "The figures per project and week as CSV (UTF-8 with BOM, semicolons: opens in Excel)",
  query: figuresQuerySchema,
  response: { description: "The CSV file", mediaType: "text/csv" },
  errors: [404],
  access: "staff",
});
