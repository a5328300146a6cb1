/** The site's own calls: liveness and readiness for load balancers, metrics, the API description, and operator calls. */
import { z } from "zod";
import { defineCall } from "./call";

export const healthCall = defineCall({
  method: "get",
  path: "/api/health",
  tag: "system",
  summary: "Health check for load balancers",
  response: {
    description: "The database answers",
    schema: z.object({
      data: z.object({ status: z.literal("ok"), database: z.object({ engine: z.enum(["pglite", "postgres"]), latencyMs: z.number() }) }),
      meta: z.object({}),
    }),
  },
  errors: [503],
});

const checkState = z.enum(["ok", "skipped"]);
const redisState = z.enum(["ok", "degraded", "skipped"]);

export const readyCall = defineCall({
  method: "get",
  path: "/api/ready",
  tag: "system",
  summary: "Readiness for load balancers: may this instance take traffic?",
  description:
    "Ready means \"can serve\". 503 while the instance drains after SIGTERM, before the committed migrations are applied, or while the database is unreachable; " +
    "`error.fields` then names the failed checks. A Redis that does not answer (REDIS_URL set) is `degraded`, still 200: the instance serves from its memory meanwhile. " +
    "`/api/health` is the liveness check.",
  response: {
    description: "The instance can serve (`skipped`: Redis is not configured; `degraded`: Redis does not answer)",
    schema: z.object({
      data: z.object({ status: z.literal("ready"), checks: z.object({ draining: checkState, database: checkState, migrations: checkState, redis: redisState }) }),
      meta: z.object({}),
    }),
  },
  errors: [503],
});

export const metricsCall = defineCall({
  method: "get",
  path: "/api/metrics",
  tag: "system",
  summary: "Prometheus metrics of this instance (text exposition format)",
  description:
    "For requests with `Authorization: Bearer METRICS_TOKEN`, or from loopback (the client address the server computes; behind TRUST_PROXY the forwarded one). " +
    "Anyone else gets 401 when METRICS_TOKEN is set and 404 when it is not.",
  response: { description: "Request counts and durations per route family, outbox backlog, job runs, cache lookups, process metrics", mediaType: "text/plain; version=0.0.4" },
  errors: [401],
});

export const openApiCall = defineCall({
  method: "get",
  path: "/api/openapi.json",
  tag: "system",
  summary: "This description of the JSON API (OpenAPI 3.1)",
  response: { description: "The OpenAPI document", mediaType: "application/json" },
});

export const catalogueRevalidateCall = defineCall({
  method: "post",
  path: "/api/catalogue/revalidate",
  tag: "system",
  summary: "Refresh every cached catalogue page and search after a change made outside the app",
  description: "For operators (`npm run catalogue:revalidate`): Bearer INTERNAL_API_TOKEN. Marks the `catalogue` cache tag stale.",
  body: z.strictObject({}),
  response: { description: "The caches are marked stale", schema: z.object({ data: z.object({ revalidated: z.array(z.string()) }), meta: z.object({}) }) },
  access: "operator",
});

export const databaseBackupCall = defineCall({
  method: "post",
  path: "/api/operator/database-backup",
  tag: "system",
  summary: "A consistent backup of the embedded database while the server runs",
  description:
    "For operators (`npm run db:backup`): Bearer INTERNAL_API_TOKEN. The PGlite data directory as a gzipped tar, dumped by the process that holds it; " +
    "restore it with `npm run db:restore`. 409 on PostgreSQL, whose backups are made with pg_dump.",
  body: z.strictObject({}),
  response: { description: "The dump (a gzipped tar of the data directory)", mediaType: "application/gzip" },
  access: "operator",
  errors: [409],
});
