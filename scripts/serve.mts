/**
 * The production HTTP server (`npm start` runs it after building and preparing the database): Next.js
 * behind a thin guard that answers what Next would turn into a bare 500 (unsupported methods, broken
 * percent-escapes; lib/server/request-guard.ts), that serves the build's static files from their brotli
 * copies (lib/server/static-assets.ts), that compresses Next's other answers itself (brotli where the
 * browser takes it), that answers a page's 404 with its site's 404 page in the HTML (Next's is empty
 * or outside the site: lib/server/not-found-pages.ts), that counts every request for /api/metrics,
 * and that stops gracefully on SIGTERM/SIGINT (see `stop`).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import { constants as zlibConstants } from "node:zlib";
import next from "next";
import { closeDatabase } from "../lib/db/client";
import { metrics } from "../lib/observability/metrics";
import { createRouteLabeller, methodLabel, routeTemplates } from "../lib/observability/route-label";
import { CLIENT_IP_HEADER, clientAddressOf, PROXY_HEADERS } from "../lib/server/client-ip";
import { refuseRequest } from "../lib/server/request-guard";
import { indexPrecompressed, servePrecompressed } from "../lib/server/static-assets";
import { apiOriginOf, contentSecurityPolicy, securityHeaderRecord } from "../lib/security/headers";
import { withNotFoundPages } from "../lib/server/not-found-pages";
import { markDraining, runShutdownHooks } from "../lib/server/shutdown";
import { keepTrackingOnRedirect } from "../lib/server/tracking-redirect";
import { NOT_FOUND_HEADER } from "../lib/site/routing";

const port = Number(process.env.PORT ?? 3000);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
const trustedProxies = Number(process.env.TRUST_PROXY ?? 0);

// In a standalone build folder (deploy/) there is no next.config.ts: Next takes the build's copy of it.
if (!existsSync("next.config.ts") && existsSync(".next/required-server-files.json")) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(".next/required-server-files.json", "utf8")).config);
}
const app = next({ dev: false, hostname: "localhost", port });
const handle = withNotFoundPages(app.getRequestHandler());
await app.prepare();

/** The route templates Next wrote at build time: the bounded `route` label of the request metrics. */
function readRouteTemplates(): string[] {
  try {
    return routeTemplates(JSON.parse(readFileSync(path.join(process.cwd(), ".next", "app-path-routes-manifest.json"), "utf8")) as Record<string, string>);
  } catch (error) {
    console.warn(`[serve] no route manifest: requests are counted as route "other" (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
}
const routeLabel = createRouteLabeller(readRouteTemplates());
const precompressed = indexPrecompressed(path.join(process.cwd(), ".next", "static"));
console.log(`[serve] ${precompressed.size} static files served from brotli copies`);
// What next.config.ts adds to a build file's answer (read there at build time, here at start): the
// security headers and the static policy (it matters for an SVG opened on its own).
const https = (process.env.SITE_URL ?? "").startsWith("https:");
const staticHeaders = {
  ...securityHeaderRecord({ https }),
  "Content-Security-Policy": contentSecurityPolicy({ https, apiOrigin: apiOriginOf(process.env.NEXT_PUBLIC_API_BASE) }),
};
const { httpRequests, httpDuration } = metrics();

// Next's own compression (off in next.config.ts) only knows gzip. The `compression` package negotiates
// br first, streams with Next's flushes, and releases its zlib stream when a client goes away. Quality
// 4 with a 256 KB window (our largest page): the default 4 MB window, set up for every answer, cost
// twice gzip's CPU; this one costs less than gzip for 9 % fewer bytes (tests/bench/README.md). Behind
// nginx the instances get no Accept-Encoding for pages, so this stays idle and nginx compresses.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } });
/** Compressed where the client takes it; a request without Accept-Encoding (nginx's, for pages) skips the middleware's work. */
const handleCompressed = (request: IncomingMessage, response: ServerResponse) =>
  request.headers["accept-encoding"]
    ? compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => void handle(request, response))
    : void handle(request, response);

/** Counts the request once its answer has gone out (or the client went away: status `aborted`). */
function countRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  response.once("close", () => {
    const labels = {
      route: routeLabel((request.url ?? "/").split("?")[0]!),
      method: methodLabel(request.method),
      status: response.writableFinished ? String(response.statusCode) : "aborted",
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

let stopping = false;

const server = createServer((request, response) => {
  countRequest(request, response);
  // While stopping, each connection closes after its answer: a load balancer's kept-alive connection
  // must not keep the process alive, nor bring it new requests.
  if (stopping) response.setHeader("Connection", "close");
  const refusal = refuseRequest(request.method, request.url);
  if (!refusal) {
    if (servePrecompressed(precompressed, request, response, staticHeaders, () => handleCompressed(request, response))) return;
    // The client's address for rate limits and the metrics' loopback check, from the socket (or the
    // trusted proxies); a client's own X-Forwarded-* headers count only behind a proxy that sets them.
    const forwardedFor = request.headers["x-forwarded-for"];
    request.headers[CLIENT_IP_HEADER] = clientAddressOf(request.socket.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, trustedProxies);
    if (trustedProxies === 0) for (const name of PROXY_HEADERS) delete request.headers[name];
    // Only this server asks for a site's 404 page (lib/server/not-found-pages.ts).
    delete request.headers[NOT_FOUND_HEADER];
    keepTrackingOnRedirect(request, response);
    return handleCompressed(request, response);
  }
  response.writeHead(refusal.status, refusal.headers);
  response.end(request.method === "HEAD" ? undefined : refusal.body);
});
server.keepAliveTimeout = 65_000; // longer than a load balancer's idle timeout
server.listen(port, () => console.log(`▲ Costa Nieuwbouw on http://localhost:${port}`));

/**
 * SIGTERM/SIGINT: /api/ready answers 503 from now on (draining); the listener closes, so new
 * connections are refused and a load balancer tries another instance; idle kept-alive connections
 * close at once, busy ones after their answer. Requests in flight finish, and so does background work
 * in flight (lib/server/shutdown.ts: a mail batch, a retention sweep), both within SHUTDOWN_GRACE_MS;
 * then Redis and the database close and the process exits 0. At the deadline it exits 0 regardless.
 */
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  markDraining();
  console.log(`[serve] ${signal}: draining, finishing requests in flight (at most ${graceMs} ms)`);
  const pending = new Set(["connections", "background work"]);
  const closed = new Promise<void>((resolve) => server.close(() => resolve())).then(() => void pending.delete("connections"));
  server.closeIdleConnections();
  // A connection whose request was in flight at the signal turns idle once answered: close it then.
  setInterval(() => server.closeIdleConnections(), 200).unref();
  const work = runShutdownHooks("work").then(() => void pending.delete("background work"));
  void Promise.all([closed, work])
    .then(() => runShutdownHooks("connections"))
    .then(() => closeDatabase())
    .catch((error: unknown) => console.error(`[serve] while stopping: ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => {
      console.log("[serve] stopped");
      process.exit(0);
    });
  setTimeout(() => {
    console.log(`[serve] grace time of ${graceMs} ms over, still waiting for: ${[...pending].join(", ") || "closing the database"}; exiting`);
    process.exit(0);
  }, graceMs).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
