/**
 * The CRM's feed-source calls (the main brand's admins only): the sources with their last run, adding
 * and changing one, a source's runs with their reports, and "run now".
 */
import { z } from "zod";
import { defineCall } from "../api/call";
import { idParamsSchema } from "../crm/schemas";
import { sourceChangeSchema, sourceCreateSchema } from "./source-schemas";
import { itemEnvelope, listEnvelope } from "../api/envelopes";

const count = z.record(z.string(), z.number().int());
const isoTime = z.string().meta({ description: "ISO date-time" });
const runStatus = z.enum(["running", "succeeded", "failed"]);

const feedSourceAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string().nullable(),
    owner: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: "The owning partner; null: the main brand" }),
    schedule: z.string().nullable(),
    ref_separator: z.string().nullable(),
    proximity_meters: z.number().int(),
    active: z.boolean(),
    created_at: isoTime,
    last_run: z.object({ id: z.number().int(), started_at: isoTime, finished_at: isoTime.nullable(), status: runStatus, counts: count }).nullable(),
  })
  .meta({ id: "FeedSourceAdmin" });

const feedRunAdminSchema = z
  .object({
    id: z.number().int(),
    started_at: isoTime,
    finished_at: isoTime.nullable(),
    status: runStatus,
    counts: count,
    error: z.string().nullable().meta({ description: "Why the run failed; nothing was written then" }),
    skipped: z.array(z.object({ id: z.string().nullable(), ref: z.string().nullable(), fields: z.record(z.string(), z.array(z.string())) })).meta({ description: "Skipped properties with a reason per field (the first 500)" }),
    unknown_towns: count,
  })
  .meta({ id: "FeedRunAdmin" });


export const crmFeedSourcesCall = defineCall({
  method: "get",
  path: "/api/crm/feeds/sources",
  tag: "feeds",
  summary: "Every feed source with its last run (admins only)",
  response: { description: "The sources by name", schema: listEnvelope(feedSourceAdminSchema) },
  access: "admin",
});

export const crmFeedSourceCreateCall = defineCall({
  method: "post",
  path: "/api/crm/feeds/sources",
  tag: "feeds",
  summary: "Register a feed source: URL, owner, schedule, grouping rule (admins only)",
  body: sourceCreateSchema,
  response: { status: 201, description: "The new source", schema: itemEnvelope(feedSourceAdminSchema) },
  errors: [422],
  access: "admin",
});

export const crmFeedSourceUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/feeds/sources/{id}",
  tag: "feeds",
  summary: "Change a feed source (admins only); a new grouping rule applies from the next run",
  params: idParamsSchema,
  body: sourceChangeSchema,
  response: { description: "The source after the change", schema: itemEnvelope(feedSourceAdminSchema) },
  errors: [404, 422],
  access: "admin",
});

export const crmFeedRunsCall = defineCall({
  method: "get",
  path: "/api/crm/feeds/sources/{id}/runs",
  tag: "feeds",
  summary: "A feed source's last 50 runs with their reports (admins only)",
  params: idParamsSchema,
  response: { description: "The runs, newest first", schema: listEnvelope(feedRunAdminSchema) },
  errors: [404],
  access: "admin",
});

export const crmFeedRunCall = defineCall({
  work: "import",
  method: "post",
  path: "/api/crm/feeds/sources/{id}/run",
  tag: "feeds",
  summary: "Run a feed source now: its URL is fetched and imported (admins only)",
  description: "Answers when the run has ended, with the run (a feed that cannot be fetched or read is a failed run, not an error). 409 while another run of the source is going on.",
  params: idParamsSchema,
  body: z.strictObject({}),
  response: { description: "The run", schema: itemEnvelope(feedRunAdminSchema) },
  errors: [404, 409, 422],
  access: "admin",
});
