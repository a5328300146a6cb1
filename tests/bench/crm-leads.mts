/**
 * The CRM at 100,000 leads on PostgreSQL (issue 32, performance):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/crm-leads.mts [--leads 100000]
 * A fresh database on that server gets what `npm start` gives (migrations, the demo catalogue), then
 * `--leads` leads of the demo partner over a year (every kind, status and source; a third unassigned,
 * the rest split between two agents; each with its created event, and a status event when answered),
 * an open task on every fifth and a year of page views for 200 projects. The API answers behind each
 * CRM screen, and the pages themselves, are then loaded in turns (4 connections, rounds alternating)
 * and printed as ratios of the owner's inbox (call or page) in the same run; the indexes used and the
 * sequential scans of the lead tables follow (pg_stat_user_indexes), and the database is dropped
 * (`--keep`: kept, to look at plans).
 */
import pg from "pg";
import { databaseUrl, onServer } from "../integration/helpers/postgres-server";
import { load, type LoadResult } from "./load";
import { startBenchServer } from "./server";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const LEADS = option("--leads", 100_000);
const ROUNDS = option("--rounds", 3);
const SECONDS = option("--seconds", 5);
const CONNECTIONS = 4;
const PORT = Number(process.env.BENCH_PORT ?? 3490);
const PARTNER = 1; // the demo partner: owner crm@demo.test, agent agent@demo.test (lib/db/seed/accounts.ts)
const PASSWORD = "Partner2026!";
/** Keep the database afterwards (its name is printed), to look at plans with EXPLAIN. */
const KEEP = args.includes("--keep");

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error("crm-leads.mts measures PostgreSQL: set DATABASE_URL to a server (a database of its own is created and dropped)");
  process.exit(2);
}
const name = `costa_bench_crm_${Date.now()}`;
const url = databaseUrl(serverUrl, name);
await onServer(serverUrl, `CREATE DATABASE ${name}`);
process.env.DATABASE_URL = url;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A year of a busy partner's leads, in a few statements (generate_series), with tasks and page views. */
async function fill(client: pg.Client) {
  const [{ rows: agent }] = [await client.query<{ id: number }>(`SELECT id FROM staff_users WHERE email = 'agent@demo.test'`)];
  const { rows: second } = await client.query<{ id: number }>(
    `INSERT INTO staff_users (email, name, role, partner_id, team_role, password_hash)
     SELECT 'agent2@demo.test', 'Tweede Agent', role, partner_id, team_role, password_hash FROM staff_users WHERE id = $1 RETURNING id`,
    [agent[0]!.id],
  );
  await client.query(
    `INSERT INTO leads (kind, partner_id, project_id, first_name, last_name, email, phone, message, status, first_response_at,
                        assigned_staff_id, source, source_detail, created_at, updated_at)
     SELECT (enum_range(NULL::lead_kind))[1 + i % 9], $1, p.ids[1 + i % array_length(p.ids, 1)], 'Koper', 'Nummer ' || i,
            'koper' || i || '@example.test', '+31 6 ' || lpad((i % 100000000)::text, 8, '0'), 'Graag meer informatie.',
            (enum_range(NULL::lead_status))[1 + (i / 7) % 6],
            CASE WHEN (i / 7) % 6 = 0 THEN NULL ELSE t.at + (i % 300) * interval '1 minute' END,
            CASE i % 3 WHEN 0 THEN NULL WHEN 1 THEN $2::int ELSE $3::int END,
            (enum_range(NULL::lead_source))[1 + i % 5], CASE WHEN i % 5 = 0 THEN 'google' END, t.at, t.at
     FROM generate_series(1, $4::int) i
     CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM projects ORDER BY id LIMIT 200) x) p
     CROSS JOIN LATERAL (SELECT now() - (i::float / $4 * 365) * interval '1 day' AS at) t`,
    [PARTNER, agent[0]!.id, second[0]!.id, LEADS],
  );
  // Who answered first, as a status change records it (its agent, or the owner): the dashboard's response times per agent.
  await client.query(
    `UPDATE leads SET first_response_staff_id = coalesce(assigned_staff_id, (SELECT id FROM staff_users WHERE email = 'crm@demo.test'))
     WHERE partner_id = $1 AND first_response_at IS NOT NULL`,
    [PARTNER],
  );
  // Each lead's history: created, and the first status change of the answered ones (its agent, or the owner).
  await client.query(
    `INSERT INTO lead_events (lead_id, kind, to_status, created_at) SELECT id, 'created', 'new', created_at FROM leads WHERE partner_id = $1`,
    [PARTNER],
  );
  await client.query(
    `INSERT INTO lead_events (lead_id, staff_user_id, kind, from_status, to_status, created_at)
     SELECT id, coalesce(assigned_staff_id, (SELECT id FROM staff_users WHERE email = 'crm@demo.test')), 'status', 'new', 'contacted', first_response_at
     FROM leads WHERE partner_id = $1 AND first_response_at IS NOT NULL`,
    [PARTNER],
  );
  await client.query(
    `INSERT INTO lead_tasks (lead_id, kind, due_at, assigned_staff_id, note, done_at)
     SELECT id, (enum_range(NULL::task_kind))[1 + id % 4], created_at + interval '2 days', assigned_staff_id, 'Terugbellen',
            CASE WHEN id % 2 = 0 THEN created_at + interval '1 day' END
     FROM leads WHERE partner_id = $1 AND id % 5 = 0`,
    [PARTNER],
  );
  await client.query(
    `INSERT INTO page_views (partner_id, project_id, week, views)
     SELECT $1, id, (date_trunc('week', now()) - w * interval '1 week')::date, 20 + (id + w) % 50
     FROM (SELECT id FROM projects ORDER BY id LIMIT 200) x CROSS JOIN generate_series(0, 52) w
     ON CONFLICT DO NOTHING`,
    [PARTNER],
  );
  await client.query("ANALYZE");
  await client.query("SELECT pg_stat_reset()");
}

async function token(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/crm/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!response.ok) throw new Error(`log-in of ${email} answered ${response.status}`);
  return ((await response.json()) as { meta: { token: string } }).meta.token;
}

/** A CRM session cookie, by the log-in form's own flow (next-auth's CSRF token, then the `staff` credentials). */
async function sessionCookie(origin: string, email: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  const answer = await fetch(`${origin}/api/auth/callback/staff`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies(csrf).join("; ") },
    body: new URLSearchParams({ email, password: PASSWORD, csrfToken, json: "true" }),
  });
  const session = cookies(answer).filter((cookie) => cookie.includes("session-token"));
  if (session.length === 0) throw new Error(`no session for ${email} (${answer.status})`);
  return session.join("; ");
}

const server = await startBenchServer(PORT);
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const started = Date.now();
  await fill(client);
  const { rows: counted } = await client.query<{ leads: string; tasks: string; events: string }>(
    `SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM lead_tasks) AS tasks, (SELECT count(*) FROM lead_events) AS events`,
  );
  console.log(`${counted[0]!.leads} leads, ${counted[0]!.events} events, ${counted[0]!.tasks} tasks on ${server.engine} (filled in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const owner = await token(server.origin, "crm@demo.test");
  const agentToken = await token(server.origin, "agent@demo.test");
  const year = (() => {
    const weekOf = (date: Date) => {
      const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
      day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
      const first = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
      return `${day.getUTCFullYear()}-W${String(Math.ceil(((day.getTime() - first.getTime()) / 86_400_000 + 1) / 7)).padStart(2, "0")}`;
    };
    return `from=${weekOf(new Date(Date.now() - 364 * 86_400_000))}&to=${weekOf(new Date())}`;
  })();
  const [ownerPage, agentPage] = [await sessionCookie(server.origin, "crm@demo.test"), await sessionCookie(server.origin, "agent@demo.test")];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const screens: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: "inbox (owner, first page)", path: "/api/crm/leads", headers: bearer(owner) },
    { name: "inbox (agent: own and unassigned)", path: "/api/crm/leads", headers: bearer(agentToken) },
    { name: "inbox, status new (owner)", path: "/api/crm/leads?status=new", headers: bearer(owner) },
    { name: "Vandaag (agent)", path: "/api/crm/today", headers: bearer(agentToken) },
    { name: "Vandaag (owner)", path: "/api/crm/today", headers: bearer(owner) },
    { name: "figures, 8 weeks (owner)", path: "/api/crm/figures", headers: bearer(owner) },
    { name: "figures, a year (owner)", path: `/api/crm/figures?${year}`, headers: bearer(owner) },
    // The pages themselves, as the browser gets them (HTML, session cookie).
    { name: "page: inbox (owner)", path: "/crm", headers: { cookie: ownerPage } },
    { name: "page: inbox (agent)", path: "/crm", headers: { cookie: agentPage } },
    { name: "page: Vandaag (agent)", path: "/crm/vandaag", headers: { cookie: agentPage } },
    { name: "page: figures, 8 weeks (owner)", path: "/crm/cijfers", headers: { cookie: ownerPage } },
  ];
  for (const screen of screens) {
    const response = await fetch(`${server.origin}${screen.path}`, { headers: screen.headers, redirect: "manual" });
    if (!response.ok) throw new Error(`${screen.name} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  const results = new Map<string, LoadResult[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const screen of screens) {
      const result = await load({ url: `${server.origin}${screen.path}`, headers: screen.headers, connections: CONNECTIONS, duration: SECONDS });
      if (result.non2xx || result.errors) throw new Error(`${screen.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      results.set(screen.name, [...(results.get(screen.name) ?? []), result]);
    }
  }
  const p50Of = (name: string) => median(results.get(name)!.map((result) => result.p50));
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s (medians); ratio: p50 against the owner's inbox in this run (the call's, the page's)`);
  console.log("screen | req/s | p50 ms | p99 ms | p50 ratio");
  for (const screen of screens) {
    const runs = results.get(screen.name)!;
    const inbox = p50Of(screen.name.startsWith("page:") ? "page: inbox (owner)" : screens[0]!.name);
    console.log(`${screen.name} | ${median(runs.map((run) => run.rps)).toFixed(0)} | ${p50Of(screen.name)} | ${median(runs.map((run) => run.p99))} | ${(p50Of(screen.name) / inbox).toFixed(2)}x`);
  }
  const { rows: indexes } = await client.query<{ relname: string; indexrelname: string; idx_scan: string }>(
    `SELECT relname, indexrelname, idx_scan FROM pg_stat_user_indexes WHERE relname IN ('leads', 'lead_tasks', 'page_views', 'lead_events') AND idx_scan > 0 ORDER BY relname, idx_scan DESC`,
  );
  console.log("\nindex scans during the run:");
  for (const row of indexes) console.log(`  ${row.relname}.${row.indexrelname}: ${row.idx_scan}`);
  const { rows: scans } = await client.query<{ relname: string; seq_scan: string; seq_tup_read: string }>(
    `SELECT relname, seq_scan, seq_tup_read FROM pg_stat_user_tables WHERE relname IN ('leads', 'lead_tasks', 'page_views', 'lead_events') ORDER BY relname`,
  );
  console.log("sequential scans during the run:");
  for (const row of scans) console.log(`  ${row.relname}: ${row.seq_scan} (${row.seq_tup_read} rows read)`);
} finally {
  await client.end();
  await server.stop();
  if (KEEP) console.log(`kept: ${url}`);
  else await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
