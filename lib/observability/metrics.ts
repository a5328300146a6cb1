import "server-only";
/**
 * Prometheus metrics (prom-client), one registry per process kept on globalThis so route bundles and
 * hot reloads share it. Exposed as text by the metrics endpoint of the multi-instance setup.
 */
import { Counter, Registry } from "prom-client";

const globalForMetrics = globalThis as unknown as { __costaMetrics?: ReturnType<typeof createMetrics> };

function createMetrics() {
  const registry = new Registry();
  return {
    registry,
    /** Password comparisons (scrypt) by outcome; a refused attempt under the rate limit never counts. */
    passwordChecks: new Counter({ name: "costa_password_checks_total", help: "Password checks by result", labelNames: ["result"] as const, registers: [registry] }),
    /** Log-in and similar attempts refused by a rate limit, by rule. */
    rateLimited: new Counter({ name: "costa_rate_limited_total", help: "Requests refused by a rate limit", labelNames: ["rule"] as const, registers: [registry] }),
  };
}

export function metrics() {
  globalForMetrics.__costaMetrics ??= createMetrics();
  return globalForMetrics.__costaMetrics;
}
