/**
 * Prometheus metrics (prom-client), one registry per process kept on globalThis so route bundles, the
 * production server (scripts/serve.mts, which counts every request) and hot reloads share it. Exposed
 * as text at /api/metrics. Not `server-only`: the server bundle runs outside Next, where that module
 * throws; prom-client itself never runs in a browser anyway. Every label takes a bounded set of values.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { cacheLookupCounts } from "./cache-lookups.mjs";

const globalForMetrics = globalThis as unknown as {
  __costaMetrics?: ReturnType<typeof createMetrics>;
  /** The production server's admission (lib/server/admission.ts), read at each scrape. */
  __costaAdmissionLoad?: () => { inFlight: number; waiting: number };
};

/** Called once by the production server: what its admission holds, for `costa_requests`. */
export function reportAdmissionLoad(load: () => { inFlight: number; waiting: number }): void {
  globalForMetrics.__costaAdmissionLoad = load;
}

/** Seconds; a cached page answers in milliseconds, an XML feed import may take minutes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "costa_" });
  const registers = [registry];
  return {
    registry,
    /** Password comparisons (scrypt) by outcome; a refused attempt under the rate limit never counts. */
    passwordChecks: new Counter({ name: "costa_password_checks_total", help: "Password checks by result", labelNames: ["result"] as const, registers }),
    /** Log-in and similar attempts refused by a rate limit, by rule. */
    rateLimited: new Counter({ name: "costa_rate_limited_total", help: "Requests refused by a rate limit", labelNames: ["rule"] as const, registers }),
    /** Expensive work refused because its limit and queue were full (lib/server/work-limit.ts), by kind. */
    workRefused: new Counter({ name: "costa_work_refused_total", help: "Expensive work refused at once (503) because its limit and queue were full, by kind", labelNames: ["kind"] as const, registers }),
    /** Requests refused before Next by the admission (lib/server/admission.ts): `client` (429), `busy` (503). */
    requestsRefused: new Counter({ name: "costa_requests_refused_total", help: "Requests refused before Next: a client past its share (client, 429) or a full line (busy, 503)", labelNames: ["reason"] as const, registers }),
    requestsHeld: new Gauge({
      name: "costa_requests",
      help: "Requests the admission holds: inside Next (in_flight) and waiting their turn (waiting)",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const load = globalForMetrics.__costaAdmissionLoad?.() ?? { inFlight: 0, waiting: 0 };
        this.set({ state: "in_flight" }, load.inFlight);
        this.set({ state: "waiting" }, load.waiting);
      },
    }),
    /** Every answered request, by route template (lib/observability/route-label.ts), method and status. */
    httpRequests: new Counter({ name: "costa_http_requests_total", help: "HTTP requests by route template, method and status", labelNames: ["route", "method", "status"] as const, registers }),
    httpDuration: new Histogram({
      name: "costa_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route template, method and status",
      labelNames: ["route", "method", "status"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    /** Background and operator jobs (lib/observability/jobs.ts): one run per batch, sweep or import. */
    jobRuns: new Counter({ name: "costa_job_runs_total", help: "Job runs by job and result (ok, failed)", labelNames: ["job", "result"] as const, registers }),
    jobDuration: new Histogram({ name: "costa_job_duration_seconds", help: "Job run time by job", labelNames: ["job"] as const, buckets: JOB_BUCKETS, registers }),
    /** Lookups of the Next.js cache handler, counted there (lib/observability/cache-lookups.mjs) and copied at each scrape. */
    cacheLookups: new Counter({
      name: "costa_next_cache_lookups_total",
      help: "Next.js cache lookups by cache kind and result (hit, miss)",
      labelNames: ["kind", "result"] as const,
      registers,
      collect() {
        this.reset();
        for (const [kind, counts] of cacheLookupCounts()) {
          this.inc({ kind, result: "hit" }, counts.hit);
          this.inc({ kind, result: "miss" }, counts.miss);
        }
      },
    }),
  };
}

export function metrics() {
  globalForMetrics.__costaMetrics ??= createMetrics();
  return globalForMetrics.__costaMetrics;
}
