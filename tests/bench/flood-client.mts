/**
 * The flood of tests/bench/flood.mts, in a process of its own so that its work does not slow the
 * probe's clock: `connections` loops each asking for filtered searches (tests/bench/flood-paths.ts:
 * 240 filter sets in turn, or with `fresh` a new one each time), for `seconds`. Prints the answers
 * by status and the 200s' latencies as JSON. `polite`: a lane told 503 waits its Retry-After before
 * asking again, as a well-behaved crawler does; otherwise it asks again at once, as a careless scraper.
 * `sets` may also be a path (`/demo/search?...`): that one URL again and again, as a scraper stuck on one page.
 *   tsx tests/bench/flood-client.mts <origin> <connections> <seconds> [polite|careless] [fresh|repeated|/path]
 */
import http from "node:http";
import { floodPath } from "./flood-paths";

const [origin = "http://127.0.0.1:3470", connections = "64", seconds = "10", manners = "", sets = ""] = process.argv.slice(2);
const polite = manners === "polite";
const fresh = sets === "fresh";
const one = sets.startsWith("/") ? sets : null;
const until = Date.now() + Number(seconds) * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const statuses: Record<number, number> = {};
const rendered: number[] = [];
let sequence = 0;

function get(path: string): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}${path}`, { agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers["retry-after"] ?? 0) }));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve({ status: 0, retryAfter: 0 }));
  });
}

async function lane() {
  while (Date.now() < until) {
    const n = sequence++;
    const path = one ?? floodPath(n, fresh);
    const started = performance.now();
    const { status, retryAfter } = await get(path);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) rendered.push(performance.now() - started);
    if (polite && status === 503) await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter * 1000, Math.max(0, until - Date.now()))));
  }
}

await Promise.all(Array.from({ length: Number(connections) }, lane));
agent.destroy();
console.log(JSON.stringify({ statuses, rendered }));
