/**
 * Password guessing against a client's and a CRM user's log-in (lib/accounts/login-guard.ts): counted
 * per account and address, so a guesser is stopped while the owner, from an address that has not
 * failed, still logs in; past the per-account ceiling every address gets fewer tries (slower, never
 * locked), and the owner is mailed once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as clientLogin } from "@/app/api/client-login/route";
import { POST as register } from "@/app/api/client-register/route";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { db } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { metrics } from "@/lib/observability/metrics";
import { afterResponseSettled } from "@/lib/server/after-response";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Route = (request: Request) => Promise<Response>;
let fresh = 0;
/** An address nobody has used yet. */
const newAddress = () => `198.51.${Math.floor(++fresh / 250)}.${fresh % 250}`;

async function post(route: Route, body: unknown, address = newAddress()) {
  const response = await route(new Request("http://localhost/api/x", { method: "POST", headers: { "x-costa-client-ip": address, "content-type": "application/json" }, body: JSON.stringify(body) }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as { error?: { message: string } } };
}

const PASSWORD = "Zeezicht-Terras-2026";
async function newClient(tag: string): Promise<string> {
  const email = `${tag}-${Date.now().toString(36)}@example.nl`;
  const created = await post(register, { first_name: "Ruben", last_name: "Smit", email, password: PASSWORD, repeat_password: PASSWORD, terms: true, partner: "zuidkust" });
  expect(created.status).toBe(201);
  return email;
}

const passwordChecks = async () => (await metrics().passwordChecks.get()).values.reduce((sum, value) => sum + value.value, 0);
/** The mails queued to `email`, once the work after the answers (the owner's mail) has ended. */
async function mailsTo(email: string) {
  await afterResponseSettled();
  return (await db()).select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
}

/** Wrong passwords for `email`, each from an address of its own; the answers' statuses. */
async function spread(route: Route, email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; guess < count; guess++) statuses.push((await post(route, { email, password: `geraden-${guess}-xxxx` })).status);
  return statuses;
}

describe.each([
  { who: "a client", route: clientLogin, account: () => newClient("doelwit"), password: PASSWORD },
  { who: "a CRM user", route: crmLogin, account: async () => "crm@partner-a.test", password: "Partner2026!" },
])("guessing the password of $who", ({ route, account, password }) => {
  it("stops the guessing address after 10 checks, and lets the owner in from another address", async () => {
    const email = await account();
    const guesser = newAddress();
    const before = await passwordChecks();
    const statuses: number[] = [];
    for (let guess = 0; guess < 40; guess++) statuses.push((await post(route, { email, password: `geraden-${guess}-xxxx` }, guesser)).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
    expect((await passwordChecks()) - before).toBe(10);

    const refused = await post(route, { email, password }, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.error?.message).toMatch(/^Te veel pogingen/);
    // The account is not locked: the right password from an address that has not failed.
    expect((await post(route, { email, password })).status).toBe(200);
  });

  it("forgets an address's typos once it gives the right password", async () => {
    const email = await account();
    const owner = newAddress();
    for (let typo = 0; typo < 9; typo++) expect((await post(route, { email, password: `typo-${typo}-xxxx` }, owner)).status).toBe(401);
    expect((await post(route, { email, password }, owner)).status).toBe(200);
    for (let typo = 0; typo < 9; typo++) expect((await post(route, { email, password: `typo-${typo}-xxxx` }, owner)).status).toBe(401);
  });
});

describe("the per-account ceiling", () => {
  it("at 50 wrong passwords from many addresses gives each address 2 tries instead of 10, never refuses an address that has not failed, and mails the owner once", async () => {
    const email = await newClient("belaagd");
    const persistent = newAddress();
    for (let guess = 0; guess < 5; guess++) expect((await post(clientLogin, { email, password: `eigen-${guess}-xxxx` }, persistent)).status).toBe(401);
    expect(await spread(clientLogin, email, 45)).toEqual(Array(45).fill(401));
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(["Welkom bij Zuidkust Vastgoed", "Mislukte inlogpogingen op uw account bij Zuidkust Vastgoed"]);

    // Over the ceiling: an address that has tried twice waits; one that has tried once gets one more.
    const refused = await post(clientLogin, { email, password: "nog-eens-xxxx" }, persistent);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const once = newAddress();
    expect((await post(clientLogin, { email, password: "eerste-xxxx" }, once)).status).toBe(401);
    expect((await post(clientLogin, { email, password: "tweede-xxxx" }, once)).status).toBe(401);
    expect((await post(clientLogin, { email, password: "derde-xxxx" }, once)).status).toBe(429);
    // New addresses still get their check, and the owner's right password logs in.
    expect(await spread(clientLogin, email, 20)).toEqual(Array(20).fill(401));
    expect((await post(clientLogin, { email, password: PASSWORD })).status).toBe(200);
    // The typo of an owner who failed once: the retry still counts.
    const typo = newAddress();
    expect((await post(clientLogin, { email, password: "typo-xxxx" }, typo)).status).toBe(401);
    expect((await post(clientLogin, { email, password: PASSWORD }, typo)).status).toBe(200);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toMatch(/Beste Ruben,\n\nIn de afgelopen 60 minuten is 50 keer geprobeerd met een verkeerd wachtwoord in te loggen/);
    expect(mails[1]!.textBody).toMatch(/Uw account is niet geblokkeerd/);
    expect(mails[1]!.textBody).toMatch(/Nieuw wachtwoord instellen:\nhttp:\/\/localhost:\d+\/zuidkust\/client-forgot-password\n/);
  });

  it("answers an unknown e-mail exactly as a known one, and mails nobody", async () => {
    const known = await newClient("bekend");
    const unknown = `onbekend-${Date.now().toString(36)}@example.nl`;
    const outboxBefore = (await (await db()).select().from(mailOutbox)).length;
    const sequence = async (email: string) => {
      const repeat = newAddress();
      const statuses = await spread(clientLogin, email, 49);
      for (let guess = 0; guess < 4; guess++) statuses.push((await post(clientLogin, { email, password: `herhaald-${guess}-xxxx` }, repeat)).status);
      return statuses;
    };
    const forKnown = await sequence(known);
    expect(forKnown).toEqual([...Array(51).fill(401), 429, 429]);
    expect(await sequence(unknown)).toEqual(forKnown);
    // One mail: the known owner's.
    await afterResponseSettled();
    expect((await (await db()).select().from(mailOutbox)).length - outboxBefore).toBe(1);
  });

  it("mails a CRM user once, with the way to a new password", async () => {
    const email = "crm@zuidkust.test";
    expect(await spread(crmLogin, email, 60)).toEqual(Array(60).fill(401));
    expect((await post(crmLogin, { email, password: "Partner2026!" })).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Mislukte inlogpogingen op uw CRM-account bij Costa Nieuwbouw"]);
    expect(mails[0]!.textBody).toMatch(/Vraag dan een beheerder om u een nieuw wachtwoord te geven/);
    expect(mails[0]!.textBody).toMatch(/Naar het CRM:\nhttp:\/\/localhost:\d+\/crm\/login\n/);
  });
});
