/**
 * Catalogue benchmark (not a pass/fail test): `npx tsx tests/bench/catalogue.mts`
 * (add DATABASE_URL=postgres://... to run on PostgreSQL, e.g. a database seeded with --scale 100).
 * Prints p50/p95 of POST /api/properties for typical filter mixes (autocannon, 32 connections), the
 * same for the cheapest API answers of this server (its floor), the requests/s of a search page with
 * a query, a (cached) search landing page and a (cached) project page, and the same bytes from a plain Node http server as the ceiling, with
 * each page's throughput as a fraction of it.
 */
import type autocannon from "autocannon";
import { ceiling as ceilingOf, load as loadOf } from "./load";
import { projectPageUrl, startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

const SEARCHES: Record<string, object> = {
  "costa + type + price": { account_id: 1, esGeo: { country: "spanje", region: "costa-del-sol" }, cat: [1, 12], pricefrom: 200000, priceto: 600000 },
  town: { account_id: 1, esGeo: { country: "spanje", region: "costa-blanca", town: "torrevieja" } },
  "bounds (map)": { account_id: 1, bounds: { south: 36.4, west: -5.3, north: 36.8, east: -4.3 } },
  "all, by price": { account_id: 1, sort: "price_asc" },
  "bedrooms + price, page 3": { account_id: 1, bedrooms: 3, pricefrom: 300000, page: 3 },
};

const load = (options: autocannon.Options) => loadOf({ ...options, connections: CONNECTIONS, duration: DURATION });
const ceiling = (body: Buffer, contentType: string) => ceilingOf(body, contentType, CONNECTIONS, DURATION);

const server = await startBenchServer(PORT);
const rows: string[] = [];
try {
  console.log(`\nengine: ${server.engine}; ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  for (const [name, body] of Object.entries(SEARCHES)) {
    const check = await fetch(`${server.origin}/api/properties`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const total = ((await check.json()) as { meta?: { total?: number } }).meta?.total;
    const result = await load({ url: `${server.origin}/api/properties`, method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    rows.push(`| POST /api/properties: ${name} (${total} results) | ${result.rps.toFixed(0)} req/s | p50 ${result.p50} ms | p95 ${result.p95} ms | errors ${result.errors + result.non2xx} |`);
    console.log(rows.at(-1));
  }
  // The floor: the cheapest answers the same server, middleware and route machinery can give.
  const floors = { "GET /api/health (one `select 1`)": `${server.origin}/api/health`, "GET /api/openapi.json (prerendered at build)": `${server.origin}/api/openapi.json` };
  for (const [name, url] of Object.entries(floors)) {
    const result = await load({ url });
    rows.push(`| floor: ${name} | ${result.rps.toFixed(0)} req/s | p50 ${result.p50} ms | p95 ${result.p95} ms | errors ${result.errors + result.non2xx} |`);
    console.log(rows.at(-1));
  }
  // A search with a query is the cached page of its filter set (tests/bench/search-render.mts measures its first render too).
  const pages = {
    "search page /demo/search/spanje/costa-del-sol?sort=newest, cached per filter set": `${server.origin}/demo/search/spanje/costa-del-sol?sort=newest`,
    "search landing page /demo/search/spanje/costa-del-sol, cached": `${server.origin}/demo/search/spanje/costa-del-sol`,
    "project page": await projectPageUrl(server.origin, "/demo"),
  };
  for (const [name, url] of Object.entries(pages)) {
    const response = await fetch(url);
    const bytes = Buffer.from(await response.arrayBuffer());
    const page = await load({ url });
    const plain = await ceiling(bytes, response.headers.get("content-type") ?? "text/html");
    const share = (100 * page.rps) / plain.rps;
    rows.push(`| ${name} (${(bytes.length / 1024).toFixed(0)} KB) | ${page.rps.toFixed(0)} req/s | p50 ${page.p50} ms | p95 ${page.p95} ms | ceiling ${plain.rps.toFixed(0)} req/s = ${share.toFixed(1)} % |`);
    console.log(rows.at(-1));
  }
} finally {
  await server.stop();
}
console.log(`\n${rows.join("\n")}`);
