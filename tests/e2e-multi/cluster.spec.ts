/**
 * Two instances behind nginx on one PostgreSQL database and one Redis (issue "beyond one machine"):
 * what one instance does, the other sees. Serial, and the graceful stop of one instance comes last.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { accountMenu, logIn } from "../support/accounts";
import { appOrigins, APP_PORTS, clusterState, nginxOrigin, sql, visitorAddress } from "./cluster";
import { send } from "./loopback-http";
import type { SunkMail } from "./mail-sink";

test.describe.configure({ mode: "serial" });

const PROJECT_ID = 7;
const lead = { first_name: "Cluster", last_name: "Test", privacy: true, elapsed_ms: 5_000, kind: "question", project_id: PROJECT_ID };
let visitors = 0;
/** A visitor address of its own for each simulated visitor (rate limits count per address). */
const nextVisitor = () => visitorAddress(visitors++);

async function registerThroughNginx(tag: string) {
  const account = { email: `${tag}-${randomUUID()}@example.test`, password: "Zeezicht-Terras-2026", first_name: "Tess", last_name: "Cluster" };
  const response = await send(`${nginxOrigin}/api/client-register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...account, repeat_password: account.password, terms: true, partner: "demo" }),
    from: nextVisitor(),
  });
  expect(response.status, response.body).toBe(201);
  return account;
}

async function sessionEmail(request: APIRequestContext, origin: string): Promise<{ email: string | undefined; upstream: string | undefined }> {
  const response = await request.get(`${origin}/api/auth/session`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user?: { email?: string } };
  return { email: body.user?.email, upstream: response.headers()["x-costa-upstream"] };
}

test("a client logged in through one instance stays logged in on the other", async ({ page }) => {
  const account = await registerThroughNginx("cluster-session");
  await logIn(page, "/demo/client-login", account, /\/demo$/);
  const seenUpstreams = new Set<string>();
  for (let index = 0; index < 6; index++) {
    const { email, upstream } = await sessionEmail(page.request, nginxOrigin);
    expect(email).toBe(account.email);
    seenUpstreams.add(upstream ?? "");
  }
  // nginx spread the requests over both instances, and each knew the client.
  expect([...seenUpstreams].sort()).toEqual(APP_PORTS.map((port) => `127.0.0.1:${port}`).sort());
  for (const origin of appOrigins) {
    expect((await sessionEmail(page.request, origin)).email).toBe(account.email);
    await page.goto(`${origin}/demo`);
    await expect(accountMenu(page)).toBeVisible();
  }
});

test("a price changed and revalidated through one instance shows on the other at once", async ({ page, request }) => {
  const [first, second] = appOrigins;
  const canonical = new URL((await request.get(`${first}/demo/for-sale/${PROJECT_ID}`)).url()).pathname;
  await request.get(`${first}${canonical}`);
  // The other instance never rendered it: the page comes from the shared cache.
  expect((await request.get(`${second}${canonical}`)).headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  await page.goto(`${second}${canonical}`);
  const oldPrice = await page.getByTestId("price").textContent();

  const newPrice = 1_234_567;
  await sql("update projects set price_from = $1, price_to = greatest(coalesce(price_to, 0), $1), price_on_request = false where id = $2", [newPrice, PROJECT_ID]);
  await sql("update units set price = $1, price_on_request = false where id = (select id from units where project_id = $2 order by price limit 1)", [newPrice, PROJECT_ID]);
  await page.reload();
  await expect(page.getByTestId("price")).toHaveText(oldPrice ?? "");

  const revalidated = await request.post(`${first}/api/catalogue/revalidate`, { headers: { authorization: `Bearer ${clusterState().token}` }, data: {} });
  expect(revalidated.status()).toBe(200);

  await page.goto(`${second}${canonical}`);
  await expect(page.getByTestId("price")).toContainText("€ 1.234.567");
  const search = { pricefrom: newPrice - 1, priceto: newPrice + 1, per_page: 60 };
  const found = (await (await request.post(`${second}/api/properties`, { data: search })).json()) as { data: { id: number }[] };
  expect(found.data.map((card) => card.id)).toContain(PROJECT_ID);
});

test("11 wrong passwords from one address, spread over both instances, stop that address; the owner logs in from another", async ({ request }) => {
  const account = await registerThroughNginx("cluster-guess");
  const { csrfToken } = (await (await request.get(`${appOrigins[0]}/api/auth/csrf`)).json()) as { csrfToken: string };
  const attempt = (origin: string, password: string, from: string) =>
    request.post(`${origin}/api/auth/callback/credentials`, { form: { email: account.email, password, csrfToken, json: "true" }, headers: { "x-forwarded-for": from } });
  const guesser = nextVisitor();
  const statuses: number[] = [];
  // Both instances count the same address and account in Redis.
  for (let index = 0; index < 11; index++) statuses.push((await attempt(appOrigins[index % 2]!, `fout-wachtwoord-${index}`, guesser)).status());
  expect(statuses).toEqual([...Array(10).fill(401), 429]);
  expect((await attempt(appOrigins[1]!, account.password, guesser)).status()).toBe(429);
  for (const origin of appOrigins) expect((await attempt(origin, account.password, nextVisitor())).status()).toBe(200);
});

test("nginx compresses text, passes the instances' brotli build files on, and lets browsers keep them for a year", async ({ request }) => {
  const home = await request.get("/demo", { headers: { "accept-encoding": "gzip" } });
  expect(home.status()).toBe(200);
  expect(home.headers()["content-encoding"]).toBe("gzip");
  // Pages in brotli, compressed by nginx: an instance that compresses (it would, had nginx passed the
  // browser's Accept-Encoding on) adds Accept-Encoding to Next's own Vary line ("rsc, …"); nginx adds
  // a Vary line of its own.
  const inBrotli = await request.get("/demo", { headers: { "accept-encoding": "gzip, br" } });
  expect(inBrotli.headers()["content-encoding"]).toBe("br");
  expect(await inBrotli.text()).toContain("</html>");
  const varyLines = inBrotli.headersArray().filter((header) => header.name.toLowerCase() === "vary").map((header) => header.value);
  expect(varyLines.find((line) => line.startsWith("rsc"))).not.toMatch(/accept-encoding/i);
  expect(varyLines).toContain("Accept-Encoding");
  const script = /\/_next\/static\/[^"']+\.js/.exec(await home.text())?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Every script of 1 KB or more comes in the instances' brotli copy (smaller ones are not worth one).
  const scripts = [...new Set((await home.text()).match(/\/_next\/static\/[^"']+\.js/g))];
  let scriptsInBrotli = 0;
  for (const src of scripts) {
    const answer = await request.get(src, { headers: { "accept-encoding": "gzip, br" } });
    if ((await answer.body()).length < 1024) continue;
    expect(answer.headers()["content-encoding"], src).toBe("br");
    scriptsInBrotli += 1;
  }
  expect(scriptsInBrotli).toBeGreaterThan(3);
});

test("nginx answers one address past its share 429 with Retry-After while another address is served; a polite crawler never meets it", async () => {
  const flooder = nextVisitor();
  const answers = await Promise.all(Array.from({ length: 160 }, () => send(`${nginxOrigin}/api/health`, { from: flooder }).catch(() => ({ status: 0, headers: {} as Record<string, string>, body: "" }))));
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused.length, JSON.stringify(answers.map((answer) => answer.status))).toBeGreaterThan(0);
  expect(refused[0]!.headers["retry-after"]).toBe("1");
  expect(refused[0]!.body).toContain("Te veel verzoeken tegelijk.");
  // What got through is answered: nginx refuses the excess, it does not drop the address.
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(30);
  expect((await send(`${nginxOrigin}/demo/search`, { from: nextVisitor() })).status).toBe(200);

  // A crawler on four connections, each asking after its answer: 48 pages, no refusal.
  const crawler = nextVisitor();
  const paths = ["/demo", "/demo/search", `/demo/for-sale/${PROJECT_ID}`, "/robots.txt"];
  const seen = await Promise.all(
    [0, 1, 2, 3].map(async (lane) => {
      const statuses: number[] = [];
      for (let n = 0; n < 12; n++) statuses.push((await send(`${nginxOrigin}${paths[(lane + n) % paths.length]}`, { from: crawler })).status);
      return statuses;
    }),
  );
  expect(seen.flat()).not.toContain(429);
});

function sunkMails(): SunkMail[] {
  return readFileSync(clusterState().mailLog, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as SunkMail);
}

test("a mail queued by one instance is sent exactly once", async ({ request }) => {
  const emails = Array.from({ length: 6 }, (_, index) => `once-${index}-${randomUUID()}@example.nl`);
  for (const [index, email] of emails.entries()) {
    const response = await request.post(`${appOrigins[index % 2]}/api/requests`, {
      data: { ...lead, email, message: `Vraag ${index}` },
      headers: { "idempotency-key": randomUUID(), "x-forwarded-for": nextVisitor() },
    });
    expect(response.status()).toBe(201);
  }
  // Both instances' outbox workers poll the same table; each mail is claimed by one of them.
  await expect.poll(async () => (await sql("select count(*)::int as n from mail_outbox where to_address = any($1) and status <> 'sent'", [emails]))[0]!.n, { timeout: 60_000 }).toBe(0);
  const [queued] = await sql<{ n: number }>("select count(*)::int as n from mail_outbox where to_address = any($1)", [emails]);
  expect(queued?.n).toBe(emails.length);
  const received = sunkMails().filter((mail) => emails.includes(mail.to));
  expect(received.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  expect(new Set(received.map((mail) => mail.messageId)).size).toBe(emails.length);
});

test("one instance stopped with SIGTERM in a burst of lead submissions: every 201 stored once, retries no duplicates, no 5xx for pages", async () => {
  test.setTimeout(300_000);
  const count = 80;
  const accepted = new Map<string, number>();
  const indexOf = new Map<string, number>();
  const pageStatuses: number[] = [];
  const stoppedPid = clusterState().appPids[1]!;
  let stopped: Promise<void> | null = null;
  let burstDone = false;

  async function submit(index: number, key: string, from: string): Promise<{ status: number; id?: number }> {
    const body = JSON.stringify({ ...lead, email: `burst${index}@example.nl`, message: `Vraag ${index}` });
    try {
      const response = await send(`${nginxOrigin}/api/requests`, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key }, body, from });
      const id = response.status < 300 ? (JSON.parse(response.body) as { data: { id: number } }).data.id : undefined;
      return { status: response.status, id };
    } catch {
      return { status: 0 };
    }
  }
  async function sendLead(index: number) {
    const key = randomUUID();
    indexOf.set(key, index);
    const from = nextVisitor();
    // As the site's form does: the same key again after an error, until an answer it can trust.
    for (let attempt = 0; attempt < 50; attempt++) {
      const { status, id } = await submit(index, key, from);
      if ((status === 201 || status === 200) && id !== undefined) return void accepted.set(key, id);
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
    throw new Error(`lead ${index} never got through`);
  }
  async function stopInstance() {
    process.kill(stoppedPid, "SIGTERM");
    await expect.poll(() => { try { process.kill(stoppedPid, 0); return "running"; } catch { return "stopped"; } }, { timeout: 60_000 }).toBe("stopped");
  }
  async function browsePages() {
    const paths = ["/demo", `/demo/for-sale/${PROJECT_ID}`, "/demo/search", "/api/health"];
    for (let index = 0; !burstDone; index++) {
      // Many visitors browsing (one address would soon meet nginx's limit per address).
      const response = await send(`${nginxOrigin}${paths[index % paths.length]}`, { from: nextVisitor() });
      pageStatuses.push(response.status);
    }
  }

  let started = 0;
  const browsing = browsePages();
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (started < count) {
        const index = started++;
        if (index === Math.floor(count / 4)) stopped = stopInstance();
        await sendLead(index);
      }
    }),
  );
  await stopped;
  burstDone = true;
  await browsing;

  expect(accepted.size).toBe(count);
  const keys = [...accepted.keys()];
  const stored = await sql<{ id: number; idempotency_key: string }>("select id, idempotency_key from leads where idempotency_key = any($1)", [keys]);
  expect(stored.length).toBe(count);
  for (const row of stored) expect(accepted.get(row.idempotency_key)).toBe(row.id);

  // Retries with the same key (after the stop, on the instance left) answer the same lead again.
  for (const key of keys.slice(0, 5)) {
    const again = await submit(indexOf.get(key)!, key, nextVisitor());
    expect(again).toEqual({ status: 200, id: accepted.get(key) });
  }
  const [total] = await sql<{ n: number }>("select count(*)::int as n from leads where idempotency_key = any($1)", [keys]);
  expect(total?.n).toBe(count);

  expect(pageStatuses.length).toBeGreaterThan(0);
  expect(pageStatuses.filter((status) => status >= 500)).toEqual([]);
});
