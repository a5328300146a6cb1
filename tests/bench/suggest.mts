/**
 * Suggestions benchmark (not a pass/fail test): `DATABASE_URL=… npx tsx tests/bench/suggest.mts`
 * (a database seeded with `npm run db:seed -- --reset --scale 100`; without DATABASE_URL the demo
 * catalogue on PGlite). A visitor types words letter by letter and every text from two letters on
 * asks `GET /api/suggest` once, as the search box does: each text is new to the server (its answer
 * is not cached yet), so the database answers every one. Then the same texts again (answered from
 * the catalogue cache), and the cold texts under load from several connections.
 * Prints p50/p95 per run, and the floor of this server (`GET /api/health`) the same way for scale.
 */
import autocannon from "autocannon";
import { startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

/** What visitors type: places (with and without accents, with typos), projects, developers. */
const WORDS = [
  "marbela", "malaga", "estepona", "benalmadena", "torrevieja", "alicante", "javea", "calpe", "orihuela costa", "mojacar",
  "blue bay", "blu bay homes", "villas mar azul", "residencial las olas", "sunset hils", "mirador del golf", "aticos vista mar", "palm gardens",
  "solvia", "torremar", "nordic sun", "habitat mediteraneo", "costa homes", "medina homes",
];

/** "marbela" -> "ma", "mar", "marb", …, "marbela": the texts a debounced box may send while typing. */
const texts = [...new Set(WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2))))];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? NaN) };
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** One request at a time, in order. */
async function sequential(urls: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) times.push(await timed(url));
  return times;
}

async function underLoad(origin: string, paths: string[]) {
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections: CONNECTIONS, amount: paths.length, requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }] },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return { ...summary(times), rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

const server = await startBenchServer(PORT);
try {
  const url = (text: string, partner = "demo") => `${server.origin}/api/suggest?q=${encodeURIComponent(text)}&partner=${partner}`;
  // Warm-up: the server's first requests compile routes and fill the place and developer tallies.
  for (const text of ["warm", "up"]) await timed(url(text, "zuidkust"));
  const health = summary(await sequential(Array.from({ length: 100 }, () => `${server.origin}/api/health`)));
  const cold = summary(await sequential(texts.map((text) => url(text))));
  const warm = summary(await sequential(texts.map((text) => url(text))));
  // New texts again (the partner is part of no cache key, so change the text: a trailing letter pair).
  const loadPaths = texts.map((text) => `/api/suggest?q=${encodeURIComponent(`${text} x`)}&partner=demo`);
  const loaded = await underLoad(server.origin, loadPaths);
  const first = (await (await fetch(url("marbela"))).json()) as { data: { kind: string; label: string; count?: number }[] };

  console.log(`\nengine: ${server.engine}; ${texts.length} texts typed letter by letter from ${WORDS.length} words\n`);
  console.log("| run | requests | p50 | p95 | max |");
  console.log("|---|---|---|---|---|");
  console.log(`| floor: GET /api/health, one at a time | ${health.n} | ${health.p50} ms | ${health.p95} ms | ${health.max} ms |`);
  console.log(`| GET /api/suggest, each text new (database), one at a time | ${cold.n} | ${cold.p50} ms | ${cold.p95} ms | ${cold.max} ms |`);
  console.log(`| the same texts again (catalogue cache), one at a time | ${warm.n} | ${warm.p50} ms | ${warm.p95} ms | ${warm.max} ms |`);
  console.log(`| new texts, ${CONNECTIONS} connections | ${loaded.n} (${loaded.rps} req/s, ${loaded.errors} errors) | ${loaded.p50} ms | ${loaded.p95} ms | ${loaded.max} ms |`);
  console.log(`\n"marbela" -> ${first.data.slice(0, 3).map((entry) => `${entry.kind} ${entry.label}${entry.count !== undefined ? ` (${entry.count})` : ""}`).join(", ")}`);
} finally {
  await server.stop();
}
