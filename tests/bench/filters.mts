/**
 * The filters and sorts of issue 14 against today's search, in one run (not part of the test suite):
 * throughput of the work of `POST /api/properties` (its body schema, the place, `searchProjects`: the
 * page and the count), in-process and without Next's data cache, so every call reaches the database
 * (the uncached worst case), with each new filter or sort, as a ratio of the same search without it.
 * (The route module itself cannot be loaded outside Next: its site resolution imports
 * `next/navigation`, which needs React's client build.) `--server ORIGIN` measures the same pairs
 * through a running server instead (with its data cache: repeated bodies are cache hits).
 * With `--explain`, the query plans of the page and the count.
 *   createdb costa_bench && DATABASE_URL=postgres://…/costa_bench npm run db:seed -- --reset --scale 100
 *   psql …/costa_bench -c 'vacuum analyze'
 *   DATABASE_URL=postgres://…/costa_bench npx tsx --conditions react-server tests/bench/filters.mts [--seconds 8] [--rounds 4] [--concurrency 4] [--explain]
 */
import { parseArgs } from "node:util";
import type { Pool } from "pg";
import { normalizeFilters } from "../../lib/catalogue/search/filters";
import { loadGeoIndex, resolveGeoSelection } from "../../lib/catalogue/search/geo";
import { canonicalGeoIds, geoFilterIds, pageKey } from "../../lib/catalogue/search/keys";
import { countQuery, pageQuery } from "../../lib/catalogue/search/page-queries";
import { searchRequestSchema, type SearchRequest } from "../../lib/catalogue/search/schemas";
import { searchProjects } from "../../lib/catalogue/search/service";
import * as client from "../../lib/db/client";

const { values: options } = parseArgs({
  options: { seconds: { type: "string", default: "8" }, concurrency: { type: "string", default: "4" }, explain: { type: "boolean", default: false }, server: { type: "string" }, rounds: { type: "string", default: "4" } },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name a seeded PostgreSQL database");
const handle = await client.connect({ url });
client.useDatabase(handle);
const pool = (handle.db as unknown as { $client: Pool }).$client;

/** Each new filter or sort beside the search it is added to (its baseline: today's search). */
const COSTA = { esGeo: { country: "spanje", region: "costa-del-sol" } };
const PAIRS: [name: string, baseline: SearchRequest, chosen: SearchRequest][] = [
  ["area_min 150", {}, { area_min: 150 }],
  ["area_max 90", {}, { area_max: 90 }],
  ["plot_min 1000", {}, { plot_min: 1000 }],
  ["plot_max 300", {}, { plot_max: 300 }],
  ["status key_ready", {}, { status: ["key_ready"] }],
  ["status off_plan + under_construction", {}, { status: ["off_plan", "under_construction"] }],
  ["delivery ready", {}, { delivery: "ready" }],
  ["delivery next_year", {}, { delivery: "next_year" }],
  ["delivery later", {}, { delivery: "later" }],
  ["features pool", {}, { features: ["pool"] }],
  ["features sea_view + golf", {}, { features: ["sea_view", "golf"] }],
  ["beach_max 1000", {}, { beach_max: 1000 }],
  ["sort price_m2_asc", {}, { sort: "price_m2_asc" }],
  ["sort area_desc", {}, { sort: "area_desc" }],
  ["sort delivery_asc", {}, { sort: "delivery_asc" }],
  ["sort price_m2_asc, page 40", { page: 40 }, { sort: "price_m2_asc", page: 40 }],
  ["costa + key_ready + pool + beach 2 km", COSTA, { ...COSTA, status: ["key_ready"], features: ["pool"], beach_max: 2000 }],
  ["costa + area 100-200 m², sort area_desc", COSTA, { ...COSTA, area_min: 100, area_max: 200, sort: "area_desc" }],
  ["costa + delivery this_year, sort delivery_asc", COSTA, { ...COSTA, delivery: "this_year", sort: "delivery_asc" }],
];

const seconds = Number(options.seconds);
const concurrency = Number(options.concurrency);
const rounds = Number(options.rounds);

const site = { basePath: "/old" };

/** What the route handler does with a body (lib/api's wrapper aside), or the call itself on `--server`. */
async function call(body: string): Promise<number> {
  if (options.server) {
    const response = await fetch(`${options.server}/api/properties`, { method: "POST", headers: { "content-type": "application/json" }, body });
    if (response.status !== 200) throw new Error(`POST /api/properties answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { meta: { total: number } }).meta.total;
  }
  const filters = normalizeFilters(searchRequestSchema.parse(JSON.parse(body)));
  const geo = await resolveGeoSelection(filters.esGeo);
  if (!geo) throw new Error(`unknown place in ${body}`);
  return (await searchProjects({ ...filters, esGeo: geo.selection }, site)).total;
}

/** Calls with `concurrency` calls in flight for `seconds`: how many finished, and in how many ms. */
async function burst(body: string, seconds: number): Promise<{ calls: number; ms: number }> {
  let calls = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await call(body);
        calls++;
      }
    }),
  );
  return { calls, ms: performance.now() - started };
}

/**
 * Throughput of two searches, measured in alternating bursts (A, B, A, B, …: `rounds` each), so
 * that a change in the machine's load (it is shared) hits both alike.
 */
async function pair(a: SearchRequest, b: SearchRequest): Promise<{ a: number; b: number; totalA: number; totalB: number }> {
  const [bodyA, bodyB] = [JSON.stringify(a), JSON.stringify(b)];
  const [totalA, totalB] = [await call(bodyA), await call(bodyB)];
  const sums = { a: { calls: 0, ms: 0 }, b: { calls: 0, ms: 0 } };
  for (let round = 0; round < rounds; round++) {
    for (const [key, body] of [["a", bodyA], ["b", bodyB]] as const) {
      const result = await burst(body, seconds / rounds);
      sums[key].calls += result.calls;
      sums[key].ms += result.ms;
    }
  }
  return { a: (sums.a.calls * 1000) / sums.a.ms, b: (sums.b.calls * 1000) / sums.b.ms, totalA, totalB };
}

async function explain(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const result = await pool.query(`explain (analyze, buffers off, costs off) ${sql}`, params);
  return result.rows.map((row: Record<string, string>) => `    ${row["QUERY PLAN"]}`).join("\n");
}

const rows: string[] = [];
console.log(`\n${seconds} s per search and pair, in ${rounds} alternating bursts; ${concurrency} calls in flight\n`);
for (const [name, baseline, chosen] of PAIRS) {
  const measured = await pair(baseline, chosen);
  const ratio = measured.a / measured.b;
  rows.push(`| ${name} | ${measured.totalB} | ${measured.b.toFixed(1)} /s | ${measured.a.toFixed(1)} /s (${measured.totalA}) | ${ratio.toFixed(2)}x | ${ratio <= 1.5 ? "yes" : "**no**"} |`);
  console.log(rows.at(-1));
  if (options.explain) {
    const filters = normalizeFilters(searchRequestSchema.parse(chosen));
    const geo = await resolveGeoSelection(filters.esGeo);
    const ids = canonicalGeoIds(geoFilterIds(geo!, await loadGeoIndex()));
    console.log(`  page query:\n${await explain(pageQuery(handle.db, pageKey(filters), ids))}`);
    console.log(`  count query:\n${await explain(countQuery(handle.db, pageKey(filters), ids))}`);
  }
}
console.log("\n| with | results | throughput | without (results) | slowdown | within 1.5x |\n|---|---|---|---|---|---|");
console.log(rows.join("\n"));
await handle.close();
