import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The command-line tools as an operator runs them, on a throw-away embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), "costa-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync("node_modules/.bin/tsx", [script, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dataDir, ...env },
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm start", () => {
  it("stops with a message naming the variable when the environment is invalid", () => {
    const result = run("scripts/start.mts", [], { PORT: "abc", MAIN_HOSTS: "" });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/PORT/);
  });
});

describe("npm run partner", () => {
  it("adds, updates and lists partners", () => {
    const added = run("scripts/partner.mts", ["add", "--slug", "costa-huis", "--name", "Costa Huis", "--domain", "www.costahuis.nl", "--primary", "#112233"]);
    expect(added.err).toBe("");
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/Toegevoegd: costa-huis/);

    const updated = run("scripts/partner.mts", ["update", "--slug", "costa-huis", "--heading", "#445566"]);
    expect(updated.code).toBe(0);

    const listed = run("scripts/partner.mts", ["list"]);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/costa-huis\tCosta Huis\tcostahuis\.nl\t#112233\/#fffb00\/#445566\tactief/);
  });

  it("refuses bad input with a clear message and exit code 2", () => {
    const reserved = run("scripts/partner.mts", ["add", "--slug", "contact", "--name", "Contact BV"]);
    expect(reserved.code).toBe(2);
    expect(reserved.err).toMatch(/--slug: Is een gereserveerd woord/);

    const colour = run("scripts/partner.mts", ["add", "--slug", "kleur", "--name", "Kleur", "--primary", "blue"]);
    expect(colour.code).toBe(2);
    expect(colour.err).toMatch(/--primary: Moet een kleur als #rrggbb zijn/);

    const domain = run("scripts/partner.mts", ["add", "--slug", "dubbel", "--name", "Dubbel", "--domain", "costahuis.nl"]);
    expect(domain.code).toBe(2);
    expect(domain.err).toMatch(/--domain: is al in gebruik/);

    const region = run("scripts/partner.mts", ["update", "--slug", "costa-huis", "--regions", "costa-nergens"]);
    expect(region.code).toBe(2);
    expect(region.err).toMatch(/--regions: onbekende regio: costa-nergens/);

    expect(run("scripts/partner.mts", ["remove"]).code).toBe(2);
    expect(run("scripts/partner.mts", ["add", "--bogus", "x"]).code).toBe(2);
  });
});

describe("npm run mail:outbox", () => {
  it("reports the outbox of the configured database, as text or JSON", () => {
    expect(run("scripts/db-migrate.mts", []).code).toBe(0);
    const text = run("scripts/mail-outbox.mts", []);
    expect(text.err).toBe("");
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^wachtend: 0 \(waarvan 0 na een mislukte poging\)\nmislukt: 0\nverzonden: 0\n$/);

    const json = run("scripts/mail-outbox.mts", ["--json"]);
    expect(JSON.parse(json.out)).toEqual({ pending: 0, due: 0, retrying: 0, failed: 0, sent: 0, oldestPendingAt: null, oldestDueAt: null, problems: [] });
  });
});

describe("npm run partner -- staff add", () => {
  it("adds a CRM user for a partner and an admin, with the password rules and unique e-mails", () => {
    const partnerUser = run("scripts/partner.mts", ["staff", "add", "--email", "Verkoop@CostaHuis.nl", "--name", "Verkoop Costa Huis", "--partner", "costa-huis", "--password", "Zonneschijn aan zee 7"]);
    expect(partnerUser.err).toBe("");
    expect(partnerUser.code).toBe(0);
    expect(partnerUser.out).toMatch(/Toegevoegd: CRM-gebruiker verkoop@costahuis\.nl \(id \d+, partner costa-huis\)/);

    const admin = run("scripts/partner.mts", ["staff", "add", "--email", "beheer@costahuis.nl", "--name", "Beheer", "--admin", "--password", "Zonneschijn aan zee 7"]);
    expect(admin.code).toBe(0);
    expect(admin.out).toMatch(/beheerder/);

    const again = run("scripts/partner.mts", ["staff", "add", "--email", "verkoop@costahuis.nl", "--name", "Nog een", "--partner", "costa-huis", "--password", "Zonneschijn aan zee 7"]);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/--email: is al in gebruik/);

    const weak = run("scripts/partner.mts", ["staff", "add", "--email", "zwak@costahuis.nl", "--name", "Zwak", "--partner", "costa-huis", "--password", "kort"]);
    expect(weak.code).toBe(2);
    expect(weak.err).toMatch(/--password: Minstens 10 tekens/);

    expect(run("scripts/partner.mts", ["staff", "add", "--email", "x@costahuis.nl", "--name", "Geen partner", "--password", "Zonneschijn aan zee 7"]).err).toMatch(/--partner: geef --partner <slug> of --admin/);
    expect(run("scripts/partner.mts", ["staff", "add", "--email", "x@costahuis.nl", "--name", "Onbekend", "--partner", "nergens", "--password", "Zonneschijn aan zee 7"]).err).toMatch(/--partner: onbekende partner/);
    expect(run("scripts/partner.mts", ["staff", "remove"]).code).toBe(2);
  });
});
