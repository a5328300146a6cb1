/**
 * For the saved-search integration tests: the file's seeded database with a real SMTP server and the
 * matcher hooked to imports, the API called as a logged-in client, Kyero imports of new projects in
 * Marbella, the mails a client got, and a second connection as another instance has.
 */
import { and, eq, notLike } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { POST as login } from "@/app/api/client-login/route";
import { POST as register } from "@/app/api/client-register/route";
import { mailOutbox } from "@/lib/db/schema";
import { onImportChanged } from "@/lib/feeds/after-import";
import { importFeed } from "@/lib/feeds/import";
import { afterImport } from "@/lib/saved-searches/job";
import { chunked, feedXml, unitSpecs, type FeedUnitSpec } from "../../support/kyero-feed";
import { secondInstance, seededTestDatabase } from "./database";
import { createTestSmtpServer, type TestSmtpServer } from "./smtp";

export type Route = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;

export const MARBELLA = { esGeo: { country: "spanje", region: "costa-del-sol", town: "marbella" } };

/** Two units of one new project in Marbella (the feed's fifth project), under ids of their own. */
export function marbellaUnits(prefix: string, price: number, features?: string[]): FeedUnitSpec[] {
  return unitSpecs(10, 2)
    .filter((unit) => unit.town === "MARBELLA")
    .map((unit, n) => ({ ...unit, id: `${prefix}${n}`, ref: `${prefix}-${n + 1}`, development: `Residencial ${prefix}`, price: String(price + n * 10_000), ...(features ? { features } : {}) }));
}

/** Call at the top level of a test file: its database, SMTP server and import hook, and the helpers. */
export function savedSearchTestKit() {
  const database = seededTestDatabase();
  const db = () => database().db;
  let smtp: TestSmtpServer | undefined;
  let removeHook: (() => void) | undefined;
  beforeAll(async () => {
    smtp = await createTestSmtpServer();
    await smtp.start();
    removeHook = onImportChanged(afterImport);
  });
  afterAll(async () => {
    removeHook?.();
    await smtp?.stop();
  });

  /** Runs `work` (an import) without the matcher hook: the test runs the matchers itself. */
  async function withoutImportHook<T>(work: () => Promise<T>): Promise<T> {
    removeHook?.();
    try {
      return await work();
    } finally {
      removeHook = onImportChanged(afterImport);
    }
  }

  let address = 0;

  async function call(route: Route, init: { method?: string; body?: unknown; token?: string; id?: number; query?: string } = {}) {
    address++;
    const headers: Record<string, string> = { "x-costa-client-ip": `198.51.100.${address % 250}` };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const request = new Request(`http://localhost/api/saved-searches${init.query ?? ""}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const response = await route(request, init.id === undefined ? undefined : { params: Promise.resolve({ id: String(init.id) }) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  async function client(tag: string) {
    const email = `${tag}-${Date.now().toString(36)}@example.nl`;
    const password = "Zeezicht-Terras-2026";
    const created = await call(register as Route, { body: { first_name: "Els", last_name: "Visser", email, password, repeat_password: password, terms: true, partner: "zuidkust" } });
    expect(created.status).toBe(201);
    const session = await call(login as Route, { body: { email, password } });
    return { email, token: session.body.meta.token as string };
  }

  const importUnits = (source: string, units: FeedUnitSpec[]) => importFeed(db(), chunked(feedXml(units)), { source: { name: source } });

  /** The alert mails to `email`: the welcome mail of registering is left out. */
  async function mailsTo(email: string) {
    return db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), notLike(mailOutbox.subject, "Welkom bij %")))
      .orderBy(mailOutbox.id);
  }

  /** A second connection as another instance has (PostgreSQL); PGlite has one connection, which both then share. */
  const secondDatabase = () => secondInstance(db());

  return { db, smtp: () => smtp!, withoutImportHook, call, client, importUnits, mailsTo, secondDatabase };
}
