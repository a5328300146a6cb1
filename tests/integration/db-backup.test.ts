/**
 * Backups of the embedded database: made by the serving process through the operator call, and by
 * `npm run db:backup` straight on the directory when no server runs; each restored with
 * `npm run db:restore` into a fresh directory holds every lead and client.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as backupRoute } from "@/app/api/operator/database-backup/route";
import { POST as requests } from "@/app/api/requests/route";
import { closeDatabase, connect, useDatabase, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { clients, leads } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed/index";

const root = mkdtempSync(path.join(tmpdir(), "costa-backup-"));
const served = path.join(root, "served");
const OPERATOR_TOKEN = "backup-test-operator-token-0123456789abcdef";
const globals = globalThis as { __costaEnv?: unknown };
const before = { INTERNAL_API_TOKEN: process.env.INTERNAL_API_TOKEN, DATABASE_URL: process.env.DATABASE_URL };

let handle: DatabaseHandle;
beforeAll(async () => {
  // The app's database is an embedded one in a directory, as `npm start` serves it.
  delete globals.__costaEnv;
  process.env.INTERNAL_API_TOKEN = OPERATOR_TOKEN;
  process.env.DATABASE_URL = "";
  handle = await connect({ dataDir: served });
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  useDatabase(handle);
  const person = { first_name: "Sanne", last_name: "de Boer", phone: "+31 6 11112222", privacy: true, elapsed_ms: 8_000 };
  for (let index = 0; index < 3; index++) {
    const response = await requests(
      new Request("http://localhost/api/requests", {
        method: "POST",
        headers: { "content-type": "application/json", "x-costa-client-ip": `198.51.100.${index + 1}` },
        body: JSON.stringify({ ...person, email: `koper${index}@example.nl`, kind: "contact", subject: "Vraag", message: `Bericht ${index}` }),
      }),
    );
    expect(response.status).toBe(201);
  }
});
afterAll(async () => {
  await closeDatabase();
  delete globals.__costaEnv;
  Object.assign(process.env, before);
  rmSync(root, { recursive: true, force: true });
});

async function contentOf(database: DatabaseHandle) {
  return {
    leads: await database.db.select({ id: leads.id, email: leads.email, message: leads.message }).from(leads).orderBy(asc(leads.id)),
    clients: await database.db.select({ id: clients.id, email: clients.email }).from(clients).orderBy(asc(clients.id)),
  };
}

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync("node_modules/.bin/tsx", [script, ...args], { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", ...env }, timeout: 120_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function restoredContent(dump: string, dir: string) {
  const restored = run("scripts/db-restore.mts", [dump, "--dir", dir], {});
  expect(restored.err).toBe("");
  expect(restored.code).toBe(0);
  const copy = await connect({ dataDir: dir });
  try {
    return await contentOf(copy);
  } finally {
    await copy.close();
  }
}

describe("backups of the embedded database", () => {
  it("the serving process dumps its directory for an operator; the restore holds every lead and client", async () => {
    const refused = await backupRoute(new Request("http://localhost/api/operator/database-backup", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }));
    expect(refused.status).toBe(401);

    const response = await backupRoute(
      new Request("http://localhost/api/operator/database-backup", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${OPERATOR_TOKEN}` }, body: "{}" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    const dump = path.join(root, "served.tar.gz");
    writeFileSync(dump, Buffer.from(await response.arrayBuffer()));

    const original = await contentOf(handle);
    expect(original.leads).toHaveLength(3);
    expect(original.clients.length).toBeGreaterThan(0);
    expect(await restoredContent(dump, path.join(root, "restored-from-server"))).toEqual(original);
  });

  it("npm run db:backup opens the directory itself when no server runs; db:restore refuses a directory in use", async () => {
    const original = await contentOf(handle);
    await closeDatabase();
    // Nothing listens on this port: the command dumps the directory itself.
    const dump = path.join(root, "offline.tar.gz");
    const made = run("scripts/db-backup.mts", ["--out", dump], { PGLITE_DIR: served, PORT: "1" });
    expect(made.err).toBe("");
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/geen server draaide/);

    const overwrite = run("scripts/db-restore.mts", [dump, "--dir", served], {});
    expect(overwrite.code).toBe(2);
    expect(overwrite.err).toMatch(/is niet leeg/);

    expect(await restoredContent(dump, path.join(root, "restored-offline"))).toEqual(original);
  });
});
