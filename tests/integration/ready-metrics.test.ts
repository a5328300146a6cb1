/**
 * Readiness and metrics as route handlers: which check fails when, and who may read the metrics.
 * Through the real server (draining after SIGTERM, a remote client's address) in tests/e2e/graceful-stop.spec.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { GET as ready } from "@/app/api/ready/route";
import { closeDatabase, connect, useDatabase as makeAppDatabase, type DatabaseHandle } from "@/lib/db/client";
import { runJob } from "@/lib/observability/jobs";
import { countCacheLookup } from "@/lib/observability/cache-lookups.mjs";
import { queueResetMail } from "./helpers/mail";
import { openTestDatabase } from "./helpers/database";

const globals = globalThis as { __costaDb?: unknown; __costaEnv?: unknown; __costaDraining?: boolean; __costaMigrationsApplied?: boolean; __costaRedis?: { disconnect(): void } | null };
const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL, METRICS_TOKEN: process.env.METRICS_TOKEN };
const METRICS_TOKEN = "metrics-token-0123456789abcdef0123456789";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle?.close());

/** A fresh environment for the route handlers, the test database as theirs. */
function setEnvironment(values: Record<string, string | undefined>) {
  delete globals.__costaEnv;
  globals.__costaRedis?.disconnect();
  delete globals.__costaRedis;
  Object.assign(process.env, { REDIS_URL: "", METRICS_TOKEN: "", ...values });
  makeAppDatabase(handle);
}
afterEach(() => {
  globals.__costaDraining = false;
  delete globals.__costaMigrationsApplied;
  setEnvironment({});
  // process.env turns undefined into "undefined": delete what was unset.
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  delete globals.__costaEnv;
});

async function readiness() {
  const response = await ready(new Request("http://localhost/api/ready"));
  return { status: response.status, body: (await response.json()) as { data?: { status: string; checks: Record<string, string> }; error?: { code: string; message: string; fields: Record<string, string[]> } } };
}

describe("GET /api/ready", () => {
  it("answers 200 with every check passed, Redis skipped when not configured", async () => {
    setEnvironment({});
    expect(await readiness()).toEqual({ status: 200, body: { data: { status: "ready", checks: { draining: "ok", database: "ok", migrations: "ok", redis: "skipped" } }, meta: {} } });
  });

  it("answers 503 naming the check while the instance drains", async () => {
    setEnvironment({});
    globals.__costaDraining = true;
    const { status, body } = await readiness();
    expect(status).toBe(503);
    expect(body.error).toEqual({ code: "unavailable", message: "Niet gereed: de instantie stopt", fields: { draining: ["de instantie stopt"] } });
  });

  it("answers 503 until the migrations are applied", async () => {
    const empty = await connect({ dataDir: "memory://" });
    try {
      setEnvironment({});
      makeAppDatabase(empty);
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(Object.keys(body.error!.fields)).toEqual(["migrations"]);
    } finally {
      await empty.close();
    }
  });

  it("answers 503 while the database is unreachable, without its address", async () => {
    setEnvironment({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" });
    // Not the test database (closeDatabase would close it): the one the environment names.
    delete globals.__costaDb;
    const { status, body } = await readiness();
    expect(status).toBe(503);
    expect(body.error!.fields).toEqual({ database: ["de database is niet bereikbaar"] });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|postgres:/);
    await closeDatabase().catch(() => undefined);
  });

  it("checks Redis when REDIS_URL is set: ok when it answers; degraded but still ready when it does not (the instance serves from memory)", async () => {
    setEnvironment({ REDIS_URL: "redis://127.0.0.1:6379" });
    expect((await readiness()).body.data?.checks.redis).toBe("ok");
    setEnvironment({ REDIS_URL: "redis://127.0.0.1:1" });
    expect(await readiness()).toEqual({ status: 200, body: { data: { status: "ready", checks: { draining: "ok", database: "ok", migrations: "ok", redis: "degraded" } }, meta: {} } });
  });
});

async function scrape(headers: Record<string, string>) {
  const response = await metricsRoute(new Request("http://localhost/api/metrics", { headers }));
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

describe("GET /api/metrics", () => {
  const remote = { "x-costa-client-ip": "203.0.113.7" };

  it("refuses a remote client without the token: 404 when none is configured, 401 when one is", async () => {
    setEnvironment({});
    expect((await scrape(remote)).status).toBe(404);
    setEnvironment({ METRICS_TOKEN });
    const refused = await scrape({ ...remote, authorization: "Bearer not-the-metrics-token-0123456789" });
    expect(refused.status).toBe(401);
    expect(refused.text).not.toMatch(/costa_/);
  });

  it("gives Prometheus text to a token holder and to loopback: jobs, outbox backlog, cache lookups, process", async () => {
    setEnvironment({ METRICS_TOKEN });
    await queueResetMail(handle.db, "wacht@example.nl");
    await runJob("lead_retention", async () => 0);
    await runJob("feed_import", async () => ({ status: "failed" }), (report) => report.status === "failed");
    await expect(runJob("mail_outbox", async () => Promise.reject(new Error("kapot")))).rejects.toThrow("kapot");
    countCacheLookup("APP_PAGE", true);
    countCacheLookup("APP_PAGE", false);
    countCacheLookup("<script>", false);

    const answer = await scrape({ ...remote, authorization: `Bearer ${METRICS_TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(/^costa_job_runs_total\{job="lead_retention",result="ok"\} 1$/m);
    expect(answer.text).toMatch(/^costa_job_runs_total\{job="feed_import",result="failed"\} 1$/m);
    expect(answer.text).toMatch(/^costa_job_runs_total\{job="mail_outbox",result="failed"\} 1$/m);
    expect(answer.text).toMatch(/^costa_mail_outbox_pending [1-9]\d*$/m);
    expect(answer.text).toMatch(/^costa_mail_outbox_oldest_pending_age_seconds \d+(\.\d+)?(e[-+]?\d+)?$/m);
    expect(answer.text).toMatch(/^costa_mail_outbox_due [1-9]\d*$/m);
    expect(answer.text).toMatch(/^costa_mail_outbox_oldest_due_age_seconds \d+(\.\d+)?(e[-+]?\d+)?$/m);
    expect(answer.text).toMatch(/^costa_next_cache_lookups_total\{kind="app_page",result="hit"\} 1$/m);
    expect(answer.text).toMatch(/^costa_next_cache_lookups_total\{kind="unknown",result="miss"\} 1$/m);
    expect(answer.text).toMatch(/^costa_process_cpu_user_seconds_total /m);
    expect(answer.text).toMatch(/^# TYPE costa_http_request_duration_seconds histogram$/m);

    const local = await scrape({ "x-costa-client-ip": "127.0.0.1" });
    expect(local.status).toBe(200);
    expect(local.text).toMatch(/^# TYPE costa_http_requests_total counter$/m);
  });
});
