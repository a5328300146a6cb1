/**
 * Query plans and timings of typical searches on a PostgreSQL catalogue (not part of the test suite).
 *   createdb costa_bench && DATABASE_URL=postgres://…/costa_bench npm run db:seed -- --scale 100
 *   DATABASE_URL=postgres://…/costa_bench npx tsx --conditions react-server tests/bench/search-explain.mts [--explain] [--runs 30] [--only "drawn area"]
 * Runs without Next's data cache, so every call reaches the database (the uncached worst case).
 */
import { parseArgs } from "node:util";
import type { Pool } from "pg";
import { POST } from "../../app/api/properties/route";
import { geoFacets } from "../../lib/catalogue/search/facets";
import { loadGeoIndex, resolveGeoSelection } from "../../lib/catalogue/search/geo";
import { normalizeFilters } from "../../lib/catalogue/search/filters";
import { searchRequestSchema, type SearchRequest } from "../../lib/catalogue/search/schemas";
import { canonicalGeoIds, geoFilterIds, pageKey } from "../../lib/catalogue/search/keys";
import { countQuery, pageQuery } from "../../lib/catalogue/search/page-queries";
import { mapMarkers, searchProjects } from "../../lib/catalogue/search/service";
import * as client from "../../lib/db/client";

const { values: options } = parseArgs({ options: { explain: { type: "boolean", default: false }, runs: { type: "string", default: "30" }, only: { type: "string" } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name a seeded PostgreSQL database");
const handle = await client.connect({ url });
client.useDatabase(handle);
const pool = (handle.db as unknown as { $client: Pool }).$client;

const SCENARIOS: Record<string, SearchRequest> = {
  "region + type + price": { esGeo: { country: "spanje", region: "costa-del-sol" }, cat: [1, 12], pricefrom: 200_000, priceto: 400_000 },
  "penthouses (unit type) in a region": { esGeo: { region: "costa-blanca" }, cat: [12] },
  town: { esGeo: { region: "costa-del-sol", town: "marbella" } },
  "province + bedrooms": { esGeo: { province: "alicante" }, bedrooms: 3 },
  bounds: { bounds: { south: 36.45, west: -5.0, north: 36.65, east: -4.6 } },
  "near 10 km": { near: { lat: 36.51, lng: -4.88, radius_km: 10 } },
  "drawn area: a triangle around Marbella": { area: [[36.55, -4.95], [36.58, -4.8], [36.47, -4.85]] },
  "drawn area: 100 points around the Costa del Sol": { area: Array.from({ length: 100 }, (_, i) => [36.6 + 0.25 * Math.sin((i * Math.PI) / 50), -4.6 + 0.6 * Math.cos((i * Math.PI) / 50)] as [number, number]) },
  "drawn area with a costa and bedrooms": { esGeo: { region: "costa-del-sol" }, bedrooms: 2, area: [[36.55, -4.95], [36.58, -4.8], [36.47, -4.85]] },
  "airport within 30 minutes": { airport_max: 30 },
  "no filter, price ascending": { sort: "price_asc" },
  "no filter, price descending, page 40": { sort: "price_desc", page: 40 },
  "no filter, relevance": {},
};

async function time(run: () => Promise<unknown>, runs: number): Promise<string> {
  await run();
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (share: number) => took[Math.min(took.length - 1, Math.floor(share * took.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

async function explain(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const result = await pool.query(`explain (analyze, buffers) ${sql}`, params);
  return result.rows.map((row: Record<string, string>) => `    ${row["QUERY PLAN"]}`).join("\n");
}

const runs = Number(options.runs);
const site = { basePath: "/old" };
for (const [name, request] of Object.entries(SCENARIOS)) {
  if (options.only && !name.includes(options.only)) continue;
  const filters = normalizeFilters(searchRequestSchema.parse(request));
  const geo = await resolveGeoSelection(filters.esGeo);
  if (!geo) throw new Error(`unknown place in ${name}`);
  const result = await searchProjects(filters, site);
  console.log(`\n## ${name}: ${result.total} projects`);
  console.log(`  searchProjects: ${await time(() => searchProjects(filters, site), runs)}`);
  const body = JSON.stringify(request);
  console.log(`  POST /api/properties: ${await time(() => POST(new Request("http://localhost/api/properties", { method: "POST", body })), runs)}`);
  console.log(`  geoFacets: ${await time(() => geoFacets(filters, 0), Math.ceil(runs / 3))}`);
  console.log(`  mapMarkers: ${await time(() => mapMarkers(filters, site), Math.ceil(runs / 3))}`);
  if (options.explain) {
    const ids = canonicalGeoIds(geoFilterIds(geo, await loadGeoIndex()));
    console.log(`  page query:\n${await explain(pageQuery(handle.db, pageKey(filters), ids))}`);
    console.log(`  count query:\n${await explain(countQuery(handle.db, pageKey(filters), ids))}`);
  }
}
await handle.close();
