/**
 * Who may read /api/metrics: a request with `Authorization: Bearer METRICS_TOKEN`, or one from
 * loopback (a Prometheus agent on the same host). The address is the one the production server
 * computes (scripts/serve.mts: the socket's peer, or behind TRUST_PROXY the forwarded one) and puts
 * in CLIENT_IP_HEADER, replacing whatever a client sent under that name. Pure: unit-tested.
 */
import { timingSafeEqual } from "node:crypto";
import { CLIENT_IP_HEADER } from "../server/client-ip";

export type MetricsAccess = "allowed" | "unauthorized" | "not_found";

export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/, "");
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

function sameToken(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Allowed, or refused: 401 when a token is configured (so one can be sent), 404 when only loopback may read. */
export function metricsAccess(request: Request, metricsToken: string | undefined): MetricsAccess {
  const given = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (metricsToken && given && sameToken(given, metricsToken)) return "allowed";
  if (isLoopback(request.headers.get(CLIENT_IP_HEADER))) return "allowed";
  return metricsToken ? "unauthorized" : "not_found";
}
