/** The partners' figures in the CRM's JSON API (docs/figures.md). */
import { z } from "zod";
import { defineCall } from "../api/call";
import { LEAD_KINDS } from "../leads/kinds";
import { figuresApiQuerySchema, figuresQuerySchema } from "./schemas";
import { LEAD_SOURCES } from "./source";

const count = z.number().int().min(0);
const week = z.string().meta({ description: "ISO week, `YYYY-Www`" });

const countsShape = {
  views: count,
  favourites: count.meta({ description: "Favourites added by the site's registered clients (still saved)" }),
  leads: count,
  leads_by_kind: z.record(z.enum(LEAD_KINDS), count),
  conversion: z.number().nullable().meta({ description: "Leads per 100 views; null without views" }),
};

const projectWeekSchema = z.object({ project_id: z.number().int(), project: z.string(), week, ...countsShape });

const figuresSchema = z
  .object({
    data: z.object({
      site: z.object({ partner_id: z.number().int().nullable(), name: z.string() }),
      from: week,
      to: week,
      projects: z.array(z.object({ project_id: z.number().int(), project: z.string(), ...countsShape })).meta({ description: "Totals per project over the whole range (every project with a figure), by name" }),
      totals_by_week: z.array(z.object({ week, ...countsShape })).meta({ description: "Totals of all the site's projects per week, every week of the range, oldest first" }),
      weeks: z.array(projectWeekSchema).optional().meta({ description: "With `detail=weeks`: one page of the rows per project and week (`page`, `per_page`; `meta.total` rows in all), by project name and week" }),
      sources: z.array(z.object({ source: z.enum(LEAD_SOURCES).nullable().meta({ description: "null: not known (older leads, API tools)" }), detail: z.string().nullable(), leads: count })),
      response_times: z.object({
        agents: z.array(z.object({ agent_id: z.number().int(), agent: z.string(), answered: count, median_minutes: z.number(), within_hour: z.number().min(0).max(1) })),
        unanswered: count,
      }),
    }),
    meta: z.object({ total: z.number().int().optional().meta({ description: "With `detail=weeks`: the project-week rows in the range" }), page: z.number().int().optional(), per_page: z.number().int().optional() }),
  })
  .meta({ id: "Figures" });

export const crmFiguresCall = defineCall({
  method: "get",
  path: "/api/crm/figures",
  tag: "crm",
  summary: "A site's figures: totals per project and per week (with `detail=weeks` also the rows per project and week, a page at a time); lead sources; response times per agent",
  description:
    "Views are counted on the server as aggregate counts (no personal data, no cookies; bots and prefetches never count) and written about once a minute. " +
    "A partner's users get their own partner's figures whatever `partner_id` says; an agent sees only their own response times.",
  query: figuresApiQuerySchema,
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
