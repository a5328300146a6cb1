/**
 * `npm run bench:feeds [-- --units 20000] [--mb 50]`: imports a generated Kyero v3 feed of N units (8 per project)
 * into a fresh embedded database (PGlite in ./data/bench-feeds, demo catalogue seeded for its towns),
 * then the same feed again. Prints the time of each run and the peak RSS of the process: the feed is
 * generated and read as a stream, so memory should grow with the units kept, not with the XML's size.
 * `--mb N` pads every unit's Dutch description so that the XML reaches about N MB (the same units).
 * A measurement, not a test: it passes or fails nothing.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { connect } from "../../lib/db/client";
import { migrateDatabase } from "../../lib/db/migrate";
import { seedDatabase } from "../../lib/db/seed/index";
import { importFeed } from "../../lib/feeds/import";
import { feedChunks, unitSpecs } from "../support/kyero-feed";

const { values } = parseArgs({ options: { units: { type: "string", default: "20000" }, mb: { type: "string" } } });
const count = Number(values.units);
/** A realistic description text, repeated to pad a unit to the wanted feed size. */
const PAD = "Ruim appartement met zonnig terras en uitzicht op zee, op loopafstand van het strand. ";
const dataDir = path.join(process.cwd(), "data/bench-feeds");
rmSync(dataDir, { recursive: true, force: true });

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const sampler = setInterval(sample, 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const handle = await connect({ dataDir });
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  sample();
  const baseline = process.memoryUsage().rss;
  peak = baseline;
  let specs = unitSpecs(count, 8);
  if (values.mb) {
    const plain = [...feedChunks(specs)].reduce((sum, chunk) => sum + chunk.byteLength, 0);
    const perUnit = Math.max(0, Math.floor((Number(values.mb) * 1024 * 1024 - plain) / count));
    const padding = PAD.repeat(Math.ceil(perUnit / PAD.length)).slice(0, perUnit);
    specs = specs.map((unit) => ({ ...unit, descNl: `${unit.descNl} ${padding}` }));
  }
  const xmlBytes = [...feedChunks(specs)].reduce((sum, chunk) => sum + chunk.byteLength, 0);
  console.log(`feed: ${count} units, ${mb(xmlBytes)} of XML; RSS before the import ${mb(baseline)}`);
  for (const label of ["first import", "same feed again"]) {
    const started = performance.now();
    const report = await importFeed(handle.db, feedChunks(specs), { source: { name: "bench" } });
    const seconds = (performance.now() - started) / 1000;
    sample();
    console.log(`${label}: ${seconds.toFixed(1)} s (${Math.round(count / seconds)} units/s), status ${report.status}, counts ${JSON.stringify(report.counts)}; peak RSS ${mb(peak)} (+${mb(peak - baseline)})`);
  }
  console.log(`maxRSS of the process (getrusage): ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  clearInterval(sampler);
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
