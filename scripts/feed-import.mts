/**
 * `npm run feed:import -- <file-or-url> --source <name> [options]`: import a Kyero v3 XML feed.
 *   --source NAME         the feed source (registered on its first import)
 *   --partner SLUG        a new source's owning partner (default: the main brand)
 *   --ref-separator SEP   a new source's grouping: the ref up to SEP names the project
 *   --server ORIGIN       send the feed to this running server (POST /api/crm/feeds/import)
 *   --token TOKEN         a CRM admin's staff token for the server (or CRM_TOKEN)
 * A running server holds the embedded database (and the catalogue caches), so when one answers on
 * PORT, or --server is given, the feed goes to it over HTTP; otherwise the import opens the configured
 * database itself. The feed is streamed either way. Exit 0 on success, 1 on a failed run, 2 on bad input.
 */
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { connect } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import type { Env } from "../lib/env";
import { envOrExit } from "./lib/env-or-exit";
import type { FeedRunReport } from "../lib/feeds/import";
import { fetchFeed } from "../lib/feeds/fetch-feed";
import { importFeed } from "../lib/feeds/import";
import { FeedSourceBusyError } from "../lib/feeds/lock";
import { FeedSourceError } from "../lib/feeds/sources";

function usage(message: string): never {
  console.error(`${message}\nGebruik: npm run feed:import -- <bestand-of-url> --source <naam> [--partner <slug>] [--ref-separator -] [--server <origin>] [--token <token>]`);
  process.exit(2);
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { source: { type: "string" }, partner: { type: "string" }, "ref-separator": { type: "string" }, server: { type: "string" }, token: { type: "string" } },
    });
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
}

const parsed = readArgs();
const [location] = parsed.positionals;
const { source, partner, server } = parsed.values;
const separator = parsed.values["ref-separator"];
if (!location) usage("Geef het bestand of de URL van de feed");
if (!source) usage("Geef de bron met --source <naam>");
const isUrl = /^https?:\/\//i.test(location);

/** The feed's bytes as a stream: a file is read in chunks, a URL is fetched with the scheduler's limits. */
async function openFeed(): Promise<Readable> {
  if (!isUrl) return createReadStream(location!, { highWaterMark: 64 * 1024 });
  return Readable.from(fetchFeed(location!, { allowLoopback: config.FEEDS_ALLOW_LOOPBACK }));
}

/** A server on the configured port, or the one given: it then owns the database. */
async function serverOrigin(port: number): Promise<string | null> {
  if (server) return server.replace(/\/$/, "");
  const origin = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
    return origin;
  } catch {
    return null;
  }
}

function printReport(report: FeedRunReport): void {
  const { counts } = report;
  console.log(`Bron ${report.source}, run ${report.runId}: ${report.status === "succeeded" ? "gelukt" : "mislukt"}`);
  if (report.error) console.log(`  ${report.error}`);
  console.log(`  ${counts.properties} woningen in de feed, ${counts.imported} geïmporteerd, ${counts.skipped} overgeslagen`);
  console.log(`  projecten: ${counts.projectsCreated} nieuw, ${counts.projectsUpdated} bijgewerkt`);
  console.log(`  units: ${counts.unitsCreated} nieuw, ${counts.unitsUpdated} bijgewerkt, ${counts.unitsWithdrawn} vervallen; ${counts.priceChanges} prijswijzigingen`);
  for (const skipped of report.skipped.slice(0, 20)) {
    const reasons = Object.entries(skipped.fields).map(([field, messages]) => `${field}: ${messages.join(", ")}`);
    console.log(`  overgeslagen ${skipped.id ?? "(geen id)"}${skipped.ref ? ` (${skipped.ref})` : ""}: ${reasons.join("; ")}`);
  }
  if (report.skipped.length > 20) console.log(`  … en nog ${report.skipped.length - 20} (zie het rapport van de run)`);
  const towns = Object.entries(report.unknownTowns);
  if (towns.length > 0) console.log(`  onbekende plaatsen: ${towns.map(([town, units]) => `${town} (${units})`).join(", ")}`);
}

async function viaServer(origin: string): Promise<number> {
  const token = parsed.values.token ?? process.env.CRM_TOKEN;
  if (!token) usage(`Er draait een server op ${origin}: geef het token van een CRM-beheerder met --token of CRM_TOKEN`);
  const query = new URLSearchParams({ source: source!, ...(partner ? { owner: partner } : {}), ...(separator ? { ref_separator: separator } : {}) });
  const body = Readable.toWeb(await openFeed()) as ReadableStream<Uint8Array>;
  const response = await fetch(`${origin}/api/crm/feeds/import?${query}`, {
    method: "POST",
    headers: { "content-type": "application/xml", authorization: `Bearer ${token}` },
    body,
    duplex: "half",
  } as RequestInit);
  const answer = (await response.json()) as { data?: FeedRunReport; error?: { message: string; fields?: Record<string, string[]> } };
  if (!response.ok || !answer.data) {
    const details = Object.values(answer.error?.fields ?? {}).flat().join("; ");
    console.error(`${origin} antwoordde ${response.status}: ${answer.error?.message ?? "geen melding"}${details ? ` (${details})` : ""}`);
    return response.status === 422 || response.status === 400 ? 2 : 1;
  }
  printReport(answer.data);
  return 0;
}

async function direct(config: Env): Promise<number> {
  const handle = await connect({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
  try {
    await migrateDatabase(handle);
    const report = await importFeed(handle.db, await openFeed(), {
      source: { name: source!, partner, grouping: separator ? { refSeparator: separator, proximityMeters: 50 } : undefined },
    });
    printReport(report);
    // No server answered, so no cache of this process's own to refresh; servers elsewhere refresh within minutes.
    if (report.changed) console.log("  Draait de site op een andere machine? Ververs dan de cache: npm run catalogue:revalidate -- --url <origin>");
    return report.status === "succeeded" ? 0 : 1;
  } finally {
    await handle.close();
  }
}

const config = envOrExit();

let exitCode: number;
try {
  const origin = await serverOrigin(config.PORT);
  exitCode = origin ? await viaServer(origin) : await direct(config);
} catch (error) {
  console.error(error instanceof FeedSourceError || error instanceof FeedSourceBusyError ? error.message : error instanceof Error ? error.message : error);
  exitCode = error instanceof FeedSourceError ? 2 : 1;
}
process.exit(exitCode);
