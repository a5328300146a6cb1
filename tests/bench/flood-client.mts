/**
 * The flood of tests/bench/flood.mts, in a process of its own so that its work does not slow the
 * probe's clock: `connections` loops each asking for search pages rendered per request (a different
 * filter set each time, as a crawler walking filter combinations), for `seconds`. Prints the answers
 * by status and the 200s' latencies as JSON. `polite`: a lane told 503 waits its Retry-After before
 * asking again, as a well-behaved crawler does; otherwise it asks again at once, as a careless scraper.
 *   tsx tests/bench/flood-client.mts <origin> <connections> <seconds> [polite]
 */
import http from "node:http";

const [origin = "http://127.0.0.1:3470", connections = "64", seconds = "10", manners = ""] = process.argv.slice(2);
const polite = manners === "polite";
const until = Date.now() + Number(seconds) * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const statuses: Record<number, number> = {};
const rendered: number[] = [];
const sorts = ["price_asc", "price_desc", "newest", "area_desc"];
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
    const path = `/demo/search?bedrooms=${(n % 5) + 1}&bathrooms=${(Math.floor(n / 5) % 3) + 1}&sort=${sorts[n % sorts.length]}&page=${(Math.floor(n / 15) % 4) + 1}`;
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
