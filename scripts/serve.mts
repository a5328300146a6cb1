/**
 * The production HTTP server (`npm start` runs it after building and preparing the database): Next.js
 * behind a thin guard that answers what Next would turn into a bare 500 (unsupported methods, broken
 * percent-escapes; lib/server/request-guard.ts), and that stops gracefully on SIGTERM/SIGINT:
 * no new connections, requests in flight and background work (lib/server/shutdown.ts) finish (at
 * most SHUTDOWN_GRACE_MS), then exit.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import next from "next";
import { CLIENT_IP_HEADER, clientAddressOf, PROXY_HEADERS } from "../lib/server/client-ip";
import { refuseRequest } from "../lib/server/request-guard";
import { runShutdownHooks } from "../lib/server/shutdown";

const port = Number(process.env.PORT ?? 3000);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
const trustedProxies = Number(process.env.TRUST_PROXY ?? 0);

// In a standalone build folder (deploy/) there is no next.config.ts: Next takes the build's copy of it.
if (!existsSync("next.config.ts") && existsSync(".next/required-server-files.json")) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(".next/required-server-files.json", "utf8")).config);
}
const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const refusal = refuseRequest(request.method, request.url);
  if (!refusal) {
    // The client's address for rate limits, from the socket (or the trusted proxies); a client's own
    // X-Forwarded-* headers count only behind a proxy that sets them.
    const forwardedFor = request.headers["x-forwarded-for"];
    request.headers[CLIENT_IP_HEADER] = clientAddressOf(request.socket.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, trustedProxies);
    if (trustedProxies === 0) for (const name of PROXY_HEADERS) delete request.headers[name];
    return void handle(request, response);
  }
  response.writeHead(refusal.status, refusal.headers);
  response.end(request.method === "HEAD" ? undefined : refusal.body);
});
server.keepAliveTimeout = 65_000; // longer than a load balancer's idle timeout
server.listen(port, () => console.log(`▲ Costa Nieuwbouw on http://localhost:${port}`));

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`[serve] ${signal}: finishing requests in flight`);
  // Background work (a mail batch in flight) finishes beside the requests; both within the grace time.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  void Promise.all([closed, runShutdownHooks()]).then(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), graceMs).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
