import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { metricsCall } from "@/lib/api/system-calls";
import { env } from "@/lib/env";
import { metricsAccess } from "@/lib/observability/metrics-access";
import { metrics } from "@/lib/observability/metrics";
import { registerOutboxMetrics } from "@/lib/observability/outbox-metrics";

export const dynamic = "force-dynamic";

/** Prometheus text for METRICS_TOKEN holders and loopback; see lib/observability/metrics-access.ts. */
export const GET = withApi(metricsCall, async ({ request }) => {
  const access = metricsAccess(request, env().METRICS_TOKEN);
  if (access === "unauthorized") throw new AppError("unauthorized", "metricsToken", { headers: { "WWW-Authenticate": 'Bearer realm="metrics"' } });
  if (access === "not_found") throw new AppError("not_found", "notFound");
  registerOutboxMetrics();
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
});
