/**
 * The flood of tests/bench/flood.mts, in a process of its own so that its work does not slow the
 * probe's clock: `connections` loops each asking for search pages rendered per request (a different
 * filter set each time, as a crawler walking filter combinations), for `seconds`. Prints the answers
 * by status and the 200s' latencies as JSON.
 *   tsx tests/bench/flood-client.mts <origin> <connections> <seconds>
 */
import http from "node:http";

const [origin = "http://127.0.0.1:3470", connections = "64", seconds = "10"] = process.argv.slice(2);
const until = Date.now() + Number(seconds) * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const statuses: Record<number, number> = {};
const rendered: number[] = [];
const sorts = ["price_asc", "price_desc", "newest", "area_desc"];
let sequence = 0;

function get(path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}${path}`, { agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

async function lane() {
  while (Date.now() < until) {
    const n = sequence++;
    const path = `/demo/search?bedrooms=${(n % 5) + 1}&bathrooms=${(Math.floor(n / 5) % 3) + 1}&sort=${sorts[n % sorts.length]}&page=${(Math.floor(n / 15) % 4) + 1}`;
    const started = performance.now();
    const status = await get(path);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) rendered.push(performance.now() - started);
  }
}

await Promise.all(Array.from({ length: Number(connections) }, lane));
agent.destroy();
console.log(JSON.stringify({ statuses, rendered }));
