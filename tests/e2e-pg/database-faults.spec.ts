/**
 * A database that does not answer is a 503 with Retry-After on every call and every page, never a 404
 * ("unknown partner") or a 500, and the lead form sends through it: real PostgreSQL backends killed
 * with pg_terminate_backend under a burst of leads, and a real cut of the connection (a TCP proxy
 * between a second app instance and the server) for pages, calls and the form in Chromium.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { hydrated } from "../support/hydration";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { burst, formRetries } from "./burst";
import { e2eDatabaseUrl } from "./database";
import { startSecondInstance, type SecondInstance } from "./second-instance";

test.describe.configure({ mode: "serial", timeout: 600_000 });

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Kills every backend the app holds on its database (the idle ones in its pool and the busy ones). */
const killBackends = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query("select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    return rows.length;
  });

/** Resolves once the app holds connections to its database again (its pool reconnected under the burst). */
const reconnected = () =>
  expect
    .poll(() => withDatabase(async (client) => (await client.query("select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")).rows[0].count as number), { timeout: 60_000, intervals: [50] })
    .toBeGreaterThan(0);

test("backends killed three times during 300 leads for a partner: no 404, no 500, every acknowledged lead stored once", async ({ baseURL }) => {
  let killed = 0;
  const result = await burst(
    baseURL!,
    300,
    async () => {
      for (let round = 0; round < 3; round++) {
        killed += await killBackends();
        await reconnected();
      }
    },
    { retryOn: formRetries, extra: { partner: "zuidkust" } },
  );
  expect(killed).toBeGreaterThan(0);
  const statuses = Object.fromEntries(result.statuses);
  expect(statuses[404], JSON.stringify(statuses)).toBeUndefined();
  expect(statuses[500], JSON.stringify(statuses)).toBeUndefined();
  expect(result.accepted.size, JSON.stringify(statuses)).toBe(300);
  const stored = await withDatabase(async (client) => (await client.query("select id, idempotency_key from leads where idempotency_key = any($1)", [[...result.accepted.keys()]])).rows as { id: number; idempotency_key: string }[]);
  expect(stored).toHaveLength(300);
  for (const row of stored) expect(result.accepted.get(row.idempotency_key)).toBe(row.id);
});

test.describe("the database cut off from a second instance", () => {
  const port = 3163;
  const origin = `http://localhost:${port}`;
  let proxy: TcpProxy;
  let app: SecondInstance;

  test.beforeAll(async () => {
    const database = new URL(e2eDatabaseUrl());
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    database.hostname = "127.0.0.1";
    database.port = String(proxy.port);
    app = await startSecondInstance(port, { DATABASE_URL: database.toString() });
  });

  test.afterAll(async () => {
    await app?.stop();
    await proxy?.close();
  });

  test.afterEach(() => proxy.restore());

  test("calls and pages answer 503 with Retry-After (the error page in the HTML, never the 404 page), and serve again once it is back", async ({ request }) => {
    proxy.cut();
    const lead = await request.post(`${origin}/api/requests`, { data: { kind: "question", project_id: 7, first_name: "Cut", last_name: "Off", email: "cut@example.nl", message: "Hallo", privacy: true, elapsed_ms: 5_000, partner: "zuidkust" } });
    expect(lead.status()).toBe(503);
    expect(lead.headers()["retry-after"]).toMatch(/^\d+$/);
    expect((await lead.json()).error.code).toBe("unavailable");
    const partner = await request.post(`${origin}/api/partner/get-data`, { data: { partner: "zuidkust" } });
    expect(partner.status(), "an unknown partner is said only after a lookup that succeeded").toBe(503);
    expect((await request.get(`${origin}/api/ready`)).status()).toBe(503);

    // Pages not in the page cache: a partner's page, a search with a filter, an unknown partner.
    for (const path of ["/zuidkust/contact", "/demo/search?cat=7&bedrooms=3", "/nosuchpartner"]) {
      const page = await request.get(`${origin}${path}`);
      expect(page.status(), path).toBe(503);
      expect(page.headers()["retry-after"], path).toMatch(/^\d+$/);
      expect(page.headers()["x-content-type-options"], path).toBe("nosniff");
      const html = await page.text();
      expect(html, path).toMatch(/^<!doctype html>.*<title>An error occurred<\/title>.*Go back to homepage.*<\/html>$/s);
      // Our page alone: nothing of Next's own answer after it.
      expect(html.match(/<html/gi), path).toHaveLength(1);
      expect(html, path).not.toContain("Page not found");
    }

    proxy.restore();
    await expect.poll(async () => (await request.get(`${origin}/zuidkust/contact`)).status(), { timeout: 30_000 }).toBe(200);
    expect((await request.get(`${origin}/nosuchpartner`)).status()).toBe(404);
    const known = await request.post(`${origin}/api/partner/get-data`, { data: { partner: "zuidkust" } });
    expect((await known.json()).data.partner.slug).toBe("zuidkust");
  });

  test("the lead form keeps sending through a 503, says so, and stores the request once", async ({ page }) => {
    await page.clock.install();
    await page.goto(`${origin}/zuidkust/contact`);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Bericht versturen" }) });
    const submit = form.getByRole("button", { name: "Bericht versturen" });
    await hydrated(submit);
    const lastName = `Storing-${Date.now().toString(36)}`;
    await form.getByLabel("Voornaam").fill("Sanne");
    await form.getByLabel("Achternaam").fill(lastName);
    await form.getByLabel("E-mailadres").fill(`${lastName.toLowerCase()}@example.test`);
    await form.getByLabel("Woonplaats").fill("Utrecht");
    await form.getByLabel("Uw bericht").fill("Is er nog iets vrij aan zee?");
    await form.getByRole("checkbox", { name: /Ik ga akkoord/ }).check();
    await page.clock.fastForward(3_000);

    proxy.cut();
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/requests")) answers.push(response.status());
    });
    await submit.click();
    await expect(form.getByTestId("lead-still-sending")).toContainText("nog verstuurd");
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers[0]).toBe(503);

    proxy.restore();
    // The sender's pause runs on the page's clock: move it on until the retry has gone out and been answered.
    await expect.poll(async () => {
      await page.clock.fastForward(5_000);
      return answers.at(-1);
    }, { timeout: 60_000 }).toBe(201);
    await expect(page.getByTestId("form-done").getByRole("status")).toHaveText("Bedankt voor uw verzoek");

    const stored = await withDatabase(async (client) => (await client.query("select count(*)::int as count from leads where last_name = $1", [lastName])).rows[0].count as number);
    expect(stored).toBe(1);
  });
});
