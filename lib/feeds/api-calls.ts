/**
 * `POST /api/crm/feeds/import`: a Kyero v3 XML feed as the body, imported into the catalogue (admins).
 * The answer is the run's report; a feed that cannot be read is a 422 and changes nothing.
 */
import { z } from "zod";
import { defineCall } from "../api/call";
import { sourceNameSchema } from "./source-schemas";

/** Feeds run to tens of MB; the body is streamed, never held whole. */
export const FEED_BODY_LIMIT = 128 * 1024 * 1024;
const FEED_MEDIA_TYPES = ["application/xml", "text/xml"] as const;

const feedImportQuerySchema = z.strictObject({
  source: sourceNameSchema.meta({ description: "The feed source's name; the first import registers it" }),
  owner: z.string().regex(/^[a-z0-9-]{1,60}$/).optional().meta({ description: "A new source's owning partner (slug); absent: the main brand" }),
  ref_separator: z.string().min(1).max(3).optional().meta({ description: "A new source's grouping: the ref up to this separator names the project" }),
});

const count = z.number().int();

const feedRunReportSchema = z
  .object({
    runId: count,
    source: z.string(),
    status: z.enum(["succeeded", "failed"]),
    error: z.string().optional(),
    counts: z.object({
      properties: count,
      imported: count,
      skipped: count,
      projectsCreated: count,
      projectsUpdated: count,
      unitsCreated: count,
      unitsUpdated: count,
      unitsWithdrawn: count,
      priceChanges: count,
    }),
    skipped: z.array(z.object({ id: z.string().optional(), ref: z.string().optional(), fields: z.record(z.string(), z.array(z.string())) })),
    notes: z.array(z.object({ id: z.string(), notes: z.array(z.string()) })),
    unknownTowns: z.record(z.string(), count),
    changed: z.boolean(),
  })
  .meta({ id: "FeedRunReport" });

export const crmFeedImportCall = defineCall({
  work: "import",
  method: "post",
  path: "/api/crm/feeds/import",
  tag: "feeds",
  summary: "Import a Kyero v3 XML feed into projects and units (admins only)",
  description:
    "The body is the feed itself (Content-Type application/xml). Properties that fail validation are skipped with a reason per field; " +
    "units the source no longer lists are withdrawn; price changes are recorded. A feed that cannot be read (malformed, a DTD, not UTF-8) answers 422 and changes nothing. " +
    "While another run of the same source is going on (scheduled, run now, CLI) the call answers 409 at once.",
  query: feedImportQuerySchema,
  rawBody: { mediaTypes: FEED_MEDIA_TYPES, description: "A Kyero v3 feed (`<root><kyero><feed_version>3</feed_version></kyero><property>…</property>…</root>`)" },
  bodyLimit: FEED_BODY_LIMIT,
  partnerSelectsSite: false,
  response: { description: "The run's report", schema: z.object({ data: feedRunReportSchema, meta: z.object({}) }) },
  errors: [409, 422],
  access: "admin",
});
