/**
 * The production HTTP server (`npm start` runs it after building and preparing the database): Next.js
 * behind a thin guard that answers what Next would answer badly (unsupported methods, broken
 * percent-escapes, form posts, trailing slashes; lib/server/request-guard.ts), that serves the build's static files from their brotli
 * copies (lib/server/static-assets.ts), that compresses Next's other answers itself (brotli where the
 * browser takes it), that answers a page's 404 with its site's 404 page in the HTML (Next's is empty
 * or outside the site: lib/server/not-found-pages.ts), that answers 503 pages when the database does
 * not answer or too many searches are rendering (lib/server/service-unavailable.ts, work-limit.ts),
 * that counts every request for /api/metrics and every project page view for the partners' figures
 * (lib/figures/view-counting.ts), and that stops gracefully on SIGTERM/SIGINT (see `stop`).
 */
import "./lib/require-node";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import path from "node:path";
import compression from "compression";
import { constants as zlibConstants } from "node:zlib";
import next from "next";
import { closeDatabase } from "../lib/db/client";
import { metrics, reportAdmissionLoad } from "../lib/observability/metrics";
import { createRouteLabeller, methodLabel, routeTemplates } from "../lib/observability/route-label";
import { env } from "../lib/env";
import { createAdmission, UNQUEUED_PATHS, type Refusal } from "../lib/server/admission";
import { answerRefusal } from "../lib/server/admission-refusals";
import { CLIENT_IP_HEADER, clientAddressOf, fromProxy, PROXY_HEADERS } from "../lib/server/client-ip";
import { answerServiceUnavailable, withServiceUnavailablePages } from "../lib/server/service-unavailable";
import { isPerRequestSearch } from "../lib/catalogue/search/landing";
import { cachedSearchKey, isRecentlyCached, learnFromAnswer } from "../lib/server/cached-searches";
import { createRefusalPacing } from "../lib/server/refusal-pacing";
import { enterWork } from "../lib/server/work-limit";
import { answerEarly } from "../lib/server/request-guard";
import { indexPrecompressed, servePrecompressed } from "../lib/server/static-assets";
import { apiOriginOf, staticFileHeaders } from "../lib/security/headers";
import { withNotFoundPages } from "../lib/server/not-found-pages";
import { markDraining, runShutdownHooks } from "../lib/server/shutdown";
import { keepTrackingOnRedirect } from "../lib/server/tracking-redirect";
import { NOT_FOUND_HEADER } from "../lib/site/routing";
import { startViewCounting } from "../lib/figures/view-counting";

const port = Number(process.env.PORT ?? 3000);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
const settings = env();

// The configuration the build was made with, as Next's own standalone `server.js` passes it: the same
// in the project (`npm start`) and in the deployable folder, which has no next.config.ts. A private
// variable of Next's; tests/unit/next-internals.test.ts fails on a Next that no longer reads it.
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(".next/required-server-files.json", "utf8")).config);
const app = next({ dev: false, hostname: "localhost", port });
// Pages answer their site's 404 page (lib/server/not-found-pages.ts), and a 503 page when their render
// failed on the database or was refused work (lib/server/service-unavailable.ts). The 503 layer goes
// outside: the 404 layer puts back the response methods it found, which must be the 503 layer's.
const handle = withServiceUnavailablePages(withNotFoundPages(app.getRequestHandler()));
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
// security headers of every answer; to an image the static policy too (it matters for an SVG opened on its own).
const staticHeaders = staticFileHeaders({ https: (process.env.SITE_URL ?? "").startsWith("https:"), apiOrigin: apiOriginOf(process.env.NEXT_PUBLIC_API_BASE) });
const { httpRequests, httpDuration } = metrics();
const views = startViewCounting();
const refusals = createRefusalPacing();
// Fair admission into Next (lib/server/admission.ts); health, readiness and metrics never wait in line.
const admission = createAdmission({ inFlight: settings.REQUESTS_IN_FLIGHT, perClient: settings.REQUESTS_PER_CLIENT, queue: settings.REQUEST_QUEUE });
reportAdmissionLoad(admission.load);
const pathOf = (url: string) => url.split("?", 1)[0]!;

/** A refusal, held a second when the same connection was refused within Retry-After (a client that ignores it). */
function refuse(refusal: Refusal | "render", request: IncomingMessage, response: ServerResponse): void {
  const answer = () => (refusal === "render" ? answerServiceUnavailable("busy", request, response) : answerRefusal(refusal, request, response));
  const delay = refusals.delayFor(request.socket, String(request.headers[CLIENT_IP_HEADER] ?? ""));
  // Render refusals are counted by the work bound itself (costa_work_refused_total).
  if (refusal !== "render") metrics().requestsRefused.inc({ reason: refusal });
  if (delay === 0) return answer();
  const held = setTimeout(answer, delay);
  response.once("close", () => clearTimeout(held));
}

// Next's own compression (off in next.config.ts) only knows gzip. The `compression` package negotiates
// br first, streams with Next's flushes, and releases its zlib stream when a client goes away. Quality
// 4 with a 256 KB window (our largest page): the default 4 MB window, set up for every answer, cost
// twice gzip's CPU; this one costs less than gzip for 9 % fewer bytes (tests/bench/README.md). Behind
// nginx the instances get no Accept-Encoding for pages, so this stays idle and nginx compresses.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } });
/** Compressed where the client takes it; a request without Accept-Encoding (nginx's, for pages) skips the middleware's work. */
function handleCompressed(request: IncomingMessage, response: ServerResponse): void {
  if (request.headers["accept-encoding"]) compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => void handle(request, response));
  else void handle(request, response);
}

/** Counts the request once its answer has gone out (or the client went away: status `aborted`). */
function countRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  // As the client asked: Next rewrites `request.url` while it routes.
  const url = request.url;
  response.once("close", () => {
    const labels = {
      route: routeLabel((request.url ?? "/").split("?")[0]!),
      method: methodLabel(request.method),
      status: response.writableFinished ? String(response.statusCode) : "aborted",
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    views?.observe(request, response, url);
  });
}

/**
 * A request whose turn came. A search that may be rendered (a filter or a text query whose page is not
 * known to be cached) takes a slot of bounded work first; when all slots and their queue are taken it
 * is refused at once, so cached pages keep their CPU; a refusal gives its place in the admission back
 * at once, also while the refusal is held a second (`refuse`).
 */
function handleAdmitted(request: IncomingMessage, response: ServerResponse, leave: () => void): void {
  if (!isPerRequestSearch(request.url ?? "/")) return handleCompressed(request, response);
  const searchKey = cachedSearchKey(request);
  if (searchKey !== null) {
    learnFromAnswer(searchKey, response);
    if (isRecentlyCached(searchKey)) return handleCompressed(request, response);
  }
  let gone = false;
  response.once("close", () => (gone = true));
  enterWork("render").then(
    (release) => {
      // A client that left while queued gives its slot straight back.
      if (gone) return release();
      response.once("close", release);
      handleCompressed(request, response);
    },
    // enterWork refuses with a BusyError only.
    () => {
      leave();
      refuse("render", request, response);
    },
  );
}

let stopping = false;

/** Answers being written: told to close their connection when a drain begins. */
const inFlight = new Set<ServerResponse>();

const server = createServer((request, response) => {
  // Each layer here watches the answer's end, and Next adds its own watchers: past Node's default of
  // 10 it would print a leak warning for every such answer.
  response.setMaxListeners(32);
  countRequest(request, response);
  // While stopping, each connection closes after its answer: a load balancer's kept-alive connection
  // must not keep the process alive, nor bring it new requests.
  if (stopping) response.setHeader("Connection", "close");
  inFlight.add(response);
  response.once("close", () => inFlight.delete(response));
  const early = answerEarly({ method: request.method, url: request.url, contentType: request.headers["content-type"], serverAction: request.headers["next-action"] !== undefined });
  if (!early) {
    if (servePrecompressed(precompressed, request, response, staticHeaders, () => handleCompressed(request, response))) return;
    // The client's address for rate limits, the admission and the metrics' loopback check, from the
    // socket (or the trusted proxies); a client's own X-Forwarded-* headers count only on a connection
    // from the configured proxy.
    const proxied = settings.TRUST_PROXY > 0 && fromProxy(request.socket.remoteAddress, settings.PROXY_ADDRESSES);
    const forwardedFor = request.headers["x-forwarded-for"];
    const client = clientAddressOf(request.socket.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, proxied ? settings.TRUST_PROXY : 0);
    request.headers[CLIENT_IP_HEADER] = client;
    if (!proxied) for (const name of PROXY_HEADERS) delete request.headers[name];
    // Only this server asks for a site's 404 page (lib/server/not-found-pages.ts).
    delete request.headers[NOT_FOUND_HEADER];
    keepTrackingOnRedirect(request, response);
    if (UNQUEUED_PATHS.has(pathOf(request.url ?? "/"))) return handleCompressed(request, response);
    const ticket = admission.admit(client, (leave) => handleAdmitted(request, response, leave));
    if (typeof ticket === "string") return refuse(ticket, request, response);
    response.once("close", () => ticket.leave());
    return;
  }
  response.writeHead(early.status, early.headers);
  response.end(request.method === "HEAD" ? undefined : early.body);
});
server.keepAliveTimeout = 65_000; // longer than a load balancer's idle timeout
server.listen(port, () => console.log(`▲ Costa Nieuwbouw on http://localhost:${port}`));

/**
 * SIGTERM/SIGINT: /api/ready answers 503 from now on (draining); the listener closes, so new
 * connections are refused and a load balancer tries another instance. Open connections stay open:
 * closing an idle kept-alive connection races with a request its client may be sending on it right
 * then, which would be reset (and a client cannot know whether a reset POST was processed). So every
 * answer from now on, and every answer still in flight, carries `Connection: close`, after which the
 * client opens a new connection and is refused. Connections no client used or closed meanwhile are
 * closed at the end of the drain window, shortly before the grace time (a proxy closes its own idle
 * ones first: deploy/nginx keeps them 4 s). Requests in flight finish, and so does background work in
 * flight (lib/server/shutdown.ts: a mail batch, a retention sweep), within SHUTDOWN_GRACE_MS; then
 * Redis and the database close and the process exits 0. At the deadline it exits 0 regardless.
 */
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  markDraining();
  for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
  const pending = new Set(["connections", "background work"]);
  // net.Server's close stops listening only; http.Server's would also close idle connections at once.
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())).then(() => void pending.delete("connections"));
  // Said once the listener is closed: from this line on a new connection is refused, never accepted and reset.
  console.log(`[serve] ${signal}: draining, finishing requests in flight (at most ${graceMs} ms)`);
  const drainMs = graceMs - Math.min(2_000, graceMs / 5);
  setTimeout(() => server.closeIdleConnections(), drainMs).unref();
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
