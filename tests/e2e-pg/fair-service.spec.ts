/**
 * Fair service under a flood (lib/server/admission.ts): health and another client's cached page keep
 * answering while 64 connections ask for one cached search; a client past its share of requests gets
 * 429 with Retry-After while another client is served; a polite crawler never sees a 429. Bounds are
 * generous (a CI machine is noisy); the real figures are in tests/bench/README.md. Clients are told
 * apart by X-Forwarded-For, which the e2e server trusts from loopback (TRUST_PROXY=1).
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { startSecondInstance, type SecondInstance } from "./second-instance";

interface Answer {
  status: number;
  ms: number;
  retryAfter?: string;
  contentType?: string;
  body: string;
}

/** One GET on `agent`, as client `address`. */
function get(url: string, address: string, agent: http.Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { "x-forwarded-for": address }, timeout: 20_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, retryAfter: response.headers["retry-after"], contentType: response.headers["content-type"], body }),
      );
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started, body: "" }));
  });
}

/** `connections` kept-alive connections asking for `url` again and again for `ms`, from a child process: its answers by status. */
function floodFrom(url: string, address: string, connections: number, ms: number): Promise<Record<string, number>> {
  const script = `
    const http = require("node:http");
    const [url, address, connections, ms] = process.argv.slice(1);
    const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
    const statuses = {};
    const until = Date.now() + Number(ms);
    const ask = () => new Promise((resolve) => {
      const request = http.get(url, { agent, headers: { "x-forwarded-for": address } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      });
      request.on("error", () => resolve(0));
    });
    const lane = async () => { while (Date.now() < until) { const status = await ask(); statuses[status] = (statuses[status] ?? 0) + 1; } };
    Promise.all(Array.from({ length: Number(connections) }, lane)).then(() => { agent.destroy(); console.log(JSON.stringify(statuses)); });
  `;
  const child = spawn(process.execPath, ["-e", script, url, address, String(connections), String(ms)], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output) as Record<string, number>) : reject(new Error(`the flood exited ${code}`)))));
}

const keptAlive = (sockets: number) => new http.Agent({ keepAlive: true, maxSockets: sockets });
const CACHED_SEARCH = "/demo/search/spanje/costa-del-sol?cat=1&pricefrom=200002";

test("during a flood of one cached search, health answers every poll within 2 s and another client's cached page within 5 s", async ({ baseURL }) => {
  const origin = baseURL!;
  const project = (await fetch(`${origin}/demo/for-sale/1`)).url;
  // Both pages in the page cache before the flood.
  for (const path of [CACHED_SEARCH, CACHED_SEARCH]) await (await fetch(`${origin}${path}`)).arrayBuffer();
  await (await fetch(project)).arrayBuffer();

  // The flood in a process of its own: in this one, reading its answers would slow the probes' clock.
  const flooding = floodFrom(`${origin}${CACHED_SEARCH}`, "10.9.9.9", 64, 6_000);
  const until = Date.now() + 5_000;
  const probeAgent = keptAlive(2);
  const health: Answer[] = [];
  const page: Answer[] = [];
  while (Date.now() < until) {
    const [checked, read] = await Promise.all([get(`${origin}/api/health`, "10.8.8.8", probeAgent), get(project, "10.7.7.7", probeAgent)]);
    health.push(checked);
    page.push(read);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  probeAgent.destroy();
  const statuses = await flooding;

  expect(statuses["200"] ?? 0, JSON.stringify(statuses)).toBeGreaterThan(100);
  expect(health.length).toBeGreaterThanOrEqual(3);
  expect(health.map((answer) => answer.status)).toEqual(health.map(() => 200));
  expect(Math.max(...health.map((answer) => answer.ms))).toBeLessThan(2_000);
  expect(page.map((answer) => answer.status)).toEqual(page.map(() => 200));
  expect(Math.max(...page.map((answer) => answer.ms))).toBeLessThan(5_000);
});

test("a polite crawler's four connections never see a 429", async ({ baseURL }) => {
  const agent = keptAlive(4);
  const paths = ["/demo/search", "/demo/search/spanje/costa-del-sol", "/zuidkust/search", "/demo/for-sale/1", "/robots.txt", "/sitemap.xml"];
  const crawl = async (lane: number) => {
    const seen: number[] = [];
    for (let n = 0; n < 12; n++) seen.push((await get(`${baseURL}${paths[(lane + n) % paths.length]}`, "66.249.66.1", agent)).status);
    return seen;
  };
  const seen = (await Promise.all([0, 1, 2, 3].map(crawl))).flat();
  agent.destroy();
  expect(seen).not.toContain(429);
  expect(seen.filter((status) => status === 200).length).toBeGreaterThan(30);
});

/** A POST whose body never comes: the server holds the request, and the client's place with it. */
function heldRequest(origin: string, address: string): http.ClientRequest {
  const request = http.request(`${origin}/api/requests`, { method: "POST", agent: false, headers: { "x-forwarded-for": address, "content-type": "application/json", "content-length": "1000" } });
  request.on("error", () => undefined);
  request.write("{");
  return request;
}

/** How many requests the instance has inside Next now (its metrics, readable from loopback). */
async function inFlight(origin: string): Promise<number> {
  const text = await (await fetch(`${origin}/api/metrics`)).text();
  return Number(/^costa_requests\{state="in_flight"\} (\d+)/m.exec(text)?.[1] ?? NaN);
}

test.describe("one client's share", () => {
  let app: SecondInstance;
  test.beforeAll(async () => {
    app = await startSecondInstance(3166, { TRUST_PROXY: "1", REQUESTS_PER_CLIENT: "2" });
  });
  test.afterAll(async () => app?.stop());

  test("past it a client gets 429 with Retry-After (a page, and the API's envelope) while another client is served", async () => {
    const held = [heldRequest(app.origin, "10.1.1.1"), heldRequest(app.origin, "10.1.1.1")];
    await expect.poll(() => inFlight(app.origin)).toBe(2);
    const agent = keptAlive(4);
    const [page, api, other] = await Promise.all([
      get(`${app.origin}/demo/search`, "10.1.1.1", agent),
      get(`${app.origin}/api/openapi.json`, "10.1.1.1", agent),
      get(`${app.origin}/demo/search`, "10.2.2.2", agent),
    ]);
    expect(page!.status).toBe(429);
    expect(page!.retryAfter).toBe("1");
    expect(page!.contentType).toMatch(/^text\/html/);
    expect(page!.body).toContain("U vraagt te veel tegelijk op.");
    expect(api!.status).toBe(429);
    expect(api!.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(api!.body)).toEqual({ error: { code: "rate_limited", message: "U vraagt te veel tegelijk op. Probeer het over een seconde opnieuw." } });
    expect(other!.status).toBe(200);

    // Its requests answered or gone, the client is served again.
    for (const request of held) request.destroy();
    await expect.poll(() => inFlight(app.origin)).toBe(0);
    const again = await get(`${app.origin}/demo/search`, "10.1.1.1", agent);
    agent.destroy();
    expect(again.status).toBe(200);
  });
});
