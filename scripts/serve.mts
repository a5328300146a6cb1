/**
 * The production HTTP server (`npm start` runs it after building and preparing the database): Next.js
 * behind a thin guard that answers what Next would turn into a bare 500 (unsupported methods, broken
 * percent-escapes; lib/server/request-guard.ts), and that stops gracefully on SIGTERM/SIGINT:
 * no new connections, requests in flight and background work (lib/server/shutdown.ts) finish (at
 * most SHUTDOWN_GRACE_MS), then exit.
 */
import { createServer } from "node:http";
import next from "next";
import { refuseRequest } from "../lib/server/request-guard";
import { runShutdownHooks } from "../lib/server/shutdown";

const port = Number(process.env.PORT ?? 3000);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const refusal = refuseRequest(request.method, request.url);
  if (!refusal) return void handle(request, response);
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
