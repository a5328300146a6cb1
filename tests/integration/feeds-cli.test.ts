/**
 * `npm run feed:import` as an operator runs it: straight into the embedded database when no server
 * answers, and through `POST /api/crm/feeds/import` of a running server (here the route itself behind
 * a plain HTTP server in this process, on the test database) with `--server` and a staff token.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/crm/feeds/import/route";
import { issueStaffToken } from "@/lib/crm/staff";
import { feedSources, staffUsers, units } from "@/lib/db/schema";
import { feedXml, unitSpecs } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), "costa-feed-cli-"));
const dataDir = path.join(dir, "db");
const feedFile = path.join(dir, "feed.xml");
writeFileSync(feedFile, feedXml(unitSpecs(24, 8)));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Asynchronous, so the in-process server below can answer while the command runs. */
function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn("node_modules/.bin/tsx", ["scripts/feed-import.mts", ...args], { env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dataDir, PORT: "1", CRM_TOKEN: "", ...env } });
    let [out, err] = ["", ""];
    child.stdout.on("data", (chunk: Buffer) => (out += chunk));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk));
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = `http://${request.headers.host}${request.url}`;
    const headers = Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));
    void importRoute(new Request(url, { method: request.method, headers, body: Readable.toWeb(request) as ReadableStream, duplex: "half" } as RequestInit)).then(async (answer) => {
      response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const seeded = spawnSync("node_modules/.bin/tsx", ["scripts/db-seed.mts"], { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dataDir }, timeout: 300_000 });
  expect(seeded.status).toBe(0);
}, 300_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("npm run feed:import", () => {
  it("imports a file into the configured database when no server answers, and again changes nothing", async () => {
    const first = await run([feedFile, "--source", "cli-feed"]);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Bron cli-feed, run \d+: gelukt/);
    expect(first.out).toMatch(/24 woningen in de feed, 24 geïmporteerd, 0 overgeslagen/);
    expect(first.out).toMatch(/projecten: 3 nieuw/);
    const again = await run([feedFile, "--source", "cli-feed"]);
    expect(again.out).toMatch(/units: 0 nieuw, 0 bijgewerkt, 0 vervallen; 0 prijswijzigingen/);
  });

  it("hands the feed to a running server with --server and an admin's token", async () => {
    const [admin] = await database().db.select().from(staffUsers).where(eq(staffUsers.role, "admin")).limit(1);
    const { token } = await issueStaffToken(admin!.id);
    const result = await run([feedFile, "--source", "server-feed", "--server", origin], { CRM_TOKEN: token });
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Bron server-feed, run \d+: gelukt/);
    const [source] = await database().db.select().from(feedSources).where(eq(feedSources.name, "server-feed"));
    expect(await database().db.select().from(units).where(eq(units.feedSourceId, source!.id))).toHaveLength(24);
  });

  it("refuses bad input with exit code 2", async () => {
    expect((await run([feedFile])).code).toBe(2);
    expect((await run(["--source", "x"])).code).toBe(2);
    const noToken = await run([feedFile, "--source", "server-feed", "--server", origin]);
    expect(noToken.code).toBe(2);
    expect(noToken.err).toMatch(/CRM_TOKEN/);
    const broken = path.join(dir, "broken.xml");
    writeFileSync(broken, "<root><property>");
    const failed = await run([broken, "--source", "cli-feed"]);
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/mislukt/);
  });
});
