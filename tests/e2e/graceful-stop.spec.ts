/**
 * A second production server of this build on its own port and embedded database, to be stopped:
 * SIGTERM makes readiness answer 503 and refuses new connections while a lead POST in flight is
 * answered and stored, and the process exits 0; clients sending on kept-alive connections through the
 * signal see no reset. Also its metrics as a remote client sees them (this machine's own non-loopback
 * address, so the server computes a remote client address), and its bound on search pages rendered
 * per request (set to one, with no queue, here).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { networkInterfaces } from "node:os";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { connect } from "../../lib/db/client";
import { leads, mailOutbox } from "../../lib/db/schema";

const port = Number(process.env.E2E_PORT ?? 3100) + 20;
const dataDir = "./data/e2e-graceful-stop";
const METRICS_TOKEN = "e2e-metrics-token-0123456789abcdef012345";
const env = { ...process.env, DATABASE_URL: "", PGLITE_DIR: dataDir, PORT: String(port), NODE_ENV: "production" as const };

test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: ChildProcess;
let output = "";
/** Resolves when the server has printed `text`. */
function printed(text: string): Promise<void> {
  if (output.includes(text)) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      if (!output.includes(text)) return;
      server.stdout!.off("data", listener);
      resolve();
    };
    server.stdout!.on("data", listener);
  });
}

/**
 * A GET on a connection of its own, closed after the answer. fetch's pool would keep its connections
 * idle for the server's 65 s keep-alive, and the server closes idle connections only at the end of its
 * drain window: the SIGTERM test would then wait those 28 s for connections earlier tests left open.
 */
function get(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      })
      .on("error", reject);
  });
}

/** Starts the server bundle `npm start` made for the suite's own server, on this build and the database of this file. */
async function launch(graceMs = 30_000, settings: Record<string, string> = {}): Promise<void> {
  output = "";
  server = spawn(process.execPath, [".next/costa-server.mjs"], {
    env: { ...env, AUTH_TRUST_HOST: "true", NEXTAUTH_SECRET: "e2e-graceful-stop-session-secret-0123456789", METRICS_TOKEN, SHUTDOWN_GRACE_MS: String(graceMs), ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await printed(`on http://localhost:${port}`);
  await expect.poll(async () => (await get(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);
}

test.beforeAll(async () => {
  // Migrating and seeding a database of its own, and starting a server, take minutes on a busy machine.
  test.setTimeout(480_000);
  rmSync(dataDir, { recursive: true, force: true });
  for (const script of ["scripts/db-migrate.mts", "scripts/db-seed.mts"]) await promisify(execFile)("node_modules/.bin/tsx", [script], { env, timeout: 300_000 });
  // One search page rendered per request at a time, none waiting: the bound's test below.
  await launch(30_000, { EXPENSIVE_WORK_LIMIT: "1", EXPENSIVE_WORK_QUEUE: "0" });
});

test.afterAll(() => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** This machine's first non-loopback IPv4 address: a request to it comes from a remote client address. */
const remoteAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

test("metrics: a remote client needs the token; requests are counted per route template", async () => {
  test.skip(!remoteAddress, "this machine has no non-loopback address");
  const remote = `http://${remoteAddress}:${port}`;
  expect((await get(`${remote}/for-sale/987654`)).status).toBe(404);
  const refused = await get(`${remote}/api/metrics`);
  expect(refused.status).toBe(401);
  expect(refused.text).not.toContain("costa_");

  const answer = await get(`${remote}/api/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
  expect(answer.status).toBe(200);
  const text = answer.text;
  expect(text).toMatch(/^costa_http_requests_total\{route="\/api\/ready",method="GET",status="200"\} \d+$/m);
  expect(text).toMatch(/^costa_http_requests_total\{route="\/for-sale\/\[id\]",method="GET",status="404"\} 1$/m);
  expect(text).toMatch(/^costa_http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/metrics",method="GET",status="401"\} 1$/m);
  expect(text).not.toContain("987654");
  // From loopback no token is needed (Prometheus on the same host).
  expect((await get(`http://127.0.0.1:${port}/api/metrics`)).status).toBe(200);
});

test("searches rendered per request beyond the bound answer 503 at once; a cached page and health keep answering", async () => {
  const origin = `http://127.0.0.1:${port}`;
  // The project page in the page cache first.
  const moved = await get(`${origin}/demo/for-sale/7`);
  const project = new URL(moved.headers.location ?? "/demo/for-sale/7", origin).href;
  expect((await get(project)).status).toBe(200);
  const timed = async (url: string) => {
    const started = performance.now();
    const response = await get(url);
    return { status: response.status, retryAfter: response.headers["retry-after"] ?? null, text: response.text, ms: performance.now() - started };
  };
  // Six different searches at once (each a render of its own), with a cached page and health beside them.
  const searches = Array.from({ length: 6 }, (_, index) => timed(`${origin}/demo/search?bedrooms=${index + 1}&sort=price_desc`));
  const [page, alive] = await Promise.all([timed(project), timed(`${origin}/api/health`)]);
  const answers = await Promise.all(searches);
  expect(page.status).toBe(200);
  expect(alive.status).toBe(200);
  const rendered = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(rendered.length).toBeGreaterThanOrEqual(1);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect(rendered.length + refused.length).toBe(6);
  for (const answer of refused) {
    expect(answer.retryAfter).toMatch(/^\d+$/);
    expect(answer.text).toContain("erg druk");
    expect(answer.text).toContain("<title>An error occurred</title>");
    // "Try again" (by hand, and by itself after Retry-After) opens the same search, filters and all.
    const retry = /<a href="(\/demo\/search\?bedrooms=\d&#38;sort=price_desc)"/.exec(answer.text)?.[1];
    expect(retry).toBeDefined();
    expect(answer.text).toContain(`<meta http-equiv="refresh" content="${answer.retryAfter};url=${retry}">`);
    // At once: not after waiting for a render.
    expect(answer.ms).toBeLessThan(Math.max(...rendered.map((other) => other.ms)));
  }
  const metrics = (await get(`${origin}/api/metrics`)).text;
  expect(metrics).toMatch(new RegExp(`^costa_work_refused_total\\{kind="render"\\} ${refused.length}$`, "m"));
});

/** One raw HTTP/1.1 connection, to send a request in parts and read what comes back. */
async function rawConnection() {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  /** Everything received once the server has closed the connection (it answers with `Connection: close` while stopping). */
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  const until = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(received)) return;
        socket.off("data", check);
        resolve();
      };
      socket.on("data", check);
      void closed.then(() => reject(new Error(`closed after: ${received}`)));
      check();
    });
  return { socket, until, closed };
}

test("SIGTERM: ready answers 503, new connections are refused, a lead POST in flight is answered and stored, exit 0", async () => {
  const body = JSON.stringify({ first_name: "Eva", last_name: "Stop", email: "eva.stop@example.nl", phone: "+31 6 12345678", privacy: true, elapsed_ms: 8_000, kind: "contact", subject: "Vraag", message: "Verstuurd terwijl de server stopt" });
  // A lead POST whose handler is running (the server said 100 Continue) but whose body is still to come.
  const lead = await rawConnection();
  lead.socket.write(`POST /api/requests HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`);
  await lead.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
  // A readiness request begun (a busy connection stays open) and finished after the signal.
  const probe = await rawConnection();
  probe.socket.write(`GET /api/ready HTTP/1.1\r\nHost: localhost:${port}\r\n`);
  // A full round trip on another connection: the server has read the probe's first bytes by then.
  expect((await get(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

  const exited = once(server, "exit");
  server.kill("SIGTERM");
  await printed("[serve] SIGTERM: draining");

  // A new connection is refused (fetch might reuse a kept-alive one, which is answered with Connection: close).
  const refused = net.connect(port, "127.0.0.1");
  const [error] = (await once(refused, "error")) as [NodeJS.ErrnoException];
  expect(error.code).toBe("ECONNREFUSED");

  probe.socket.write("\r\n");
  const readiness = await probe.closed;
  expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
  expect(readiness).toMatch(/^connection: close\r$/im);
  expect(readiness).toContain('"fields":{"draining":["de instantie stopt"]}');

  lead.socket.write(body);
  const answer = await lead.closed;
  expect(answer).toMatch(/\r\n\r\nHTTP\/1\.1 201 /);
  const id = Number(/"id":(\d+)/.exec(answer)?.[1]);
  expect(id).toBeGreaterThan(0);

  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);
  expect(output).toContain("[serve] stopped");

  // The stopped server's database holds the lead, and its confirmation mail waits in the outbox.
  const database = await connect({ dataDir });
  try {
    const stored = await database.db.select({ email: leads.email, message: leads.message }).from(leads).where(eq(leads.id, id));
    expect(stored).toEqual([{ email: "eva.stop@example.nl", message: "Verstuurd terwijl de server stopt" }]);
    const mails = await database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.leadId, id));
    expect(mails.length).toBeGreaterThan(0);
  } finally {
    await database.close();
  }
});

/** One client on one kept-alive connection, sending request after request with short idle gaps until the server is gone. */
interface Sending {
  answered: number;
  closeAfterSignal: number;
  errors: string[];
}

async function keepSending(agent: http.Agent, signalled: () => boolean, result: Sending): Promise<void> {
  for (;;) {
    const outcome = await new Promise<"ok" | "refused">((resolve) => {
      const request = http.request({ host: "127.0.0.1", port, path: "/api/health", agent }, (response) => {
        response.resume();
        response.on("end", () => {
          result.answered++;
          if (signalled() && response.headers.connection === "close") result.closeAfterSignal++;
          resolve("ok");
        });
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        // Refused: a new connection after the listener closed, which a client knows was never read.
        if (error.code === "ECONNREFUSED") return resolve("refused");
        result.errors.push(`${error.code ?? ""} ${error.message}`);
        resolve("ok");
      });
      request.end();
    });
    if (outcome === "refused") return;
    // Idle on the open connection for a moment, as a browser or a proxy between two requests.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
  }
}

test("SIGTERM with clients sending on kept-alive connections: no request is reset, each is told to close, exit 0", async () => {
  // Connections nobody uses (this test's own fetch) stay open for the drain window: a short grace time keeps the test short.
  await launch(8_000);
  let signalledAt = 0;
  const agents = Array.from({ length: 12 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const results: Sending[] = agents.map(() => ({ answered: 0, closeAfterSignal: 0, errors: [] }));
  const clients = agents.map((agent, index) => keepSending(agent, () => signalledAt > 0, results[index]!));
  // Every connection open and busy before the signal.
  await expect.poll(() => Math.min(...results.map((result) => result.answered))).toBeGreaterThan(3);
  const exited = once(server, "exit");
  server.kill("SIGTERM");
  signalledAt = Date.now();
  await Promise.all(clients);
  for (const agent of agents) agent.destroy();
  const [code] = (await exited) as [number | null];

  expect(results.flatMap((result) => result.errors)).toEqual([]);
  for (const result of results) {
    expect(result.answered).toBeGreaterThan(0);
    // Each connection was answered after the signal with `Connection: close`, then the client reconnected and was refused.
    expect(result.closeAfterSignal).toBe(1);
  }
  expect(code).toBe(0);
});
