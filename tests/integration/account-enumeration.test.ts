/**
 * No answer tells whether an e-mail has an account: registration, log-in and forgot-password answer a
 * known address exactly as an unknown one, in status, body and time. Times are compared as the
 * fastest of interleaved runs (other work on the machine only ever adds time, so the fastest run is
 * the closest to the work itself; a median moved 27 ms apart under a CI run's load), with a tolerance
 * well below the work that a shortcut would skip (hashing a password, or storing a token and its mail).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as forgot } from "@/app/api/client-forgot-password/route";
import { POST as login } from "@/app/api/client-login/route";
import { POST as register } from "@/app/api/client-register/route";
import { db } from "@/lib/db/client";
import { clients, mailOutbox } from "@/lib/db/schema";
import { afterResponseSettled } from "@/lib/server/after-response";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Route = (request: Request) => Promise<Response>;
let address = 0;

/** One call from an address of its own (the per-address limits stay out of the way); its time in ms. */
async function call(route: Route, body: unknown) {
  address++;
  const request = new Request("http://localhost/api/x", {
    method: "POST",
    headers: { "x-costa-client-ip": `198.18.${Math.floor(address / 250)}.${address % 250}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const started = performance.now();
  const response = await route(request);
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const PASSWORD = "Zeezicht-Terras-2026";
const registration = (email: string, first_name = "Mila") => ({ first_name, last_name: "de Graaf", email, password: PASSWORD, repeat_password: PASSWORD, terms: true, partner: "zuidkust" });

let made = 0;
const fresh = (tag: string) => `${tag}-${++made}-${Date.now().toString(36)}@example.nl`;

const fastest = (values: number[]) => Math.min(...values);

/**
 * Runs `known` and `unknown` in turn, `rounds` times each (after one warm-up of each), and expects their
 * fastest times apart by at most `tolerance.ms` plus `tolerance.share` of the slower one. Returns them.
 */
async function expectSameTime(known: () => Promise<{ ms: number }>, unknown: () => Promise<{ ms: number }>, tolerance: { ms: number; share: number }, rounds = 9) {
  await known();
  await unknown();
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    times.known.push((await known()).ms);
    times.unknown.push((await unknown()).ms);
  }
  const best = { known: fastest(times.known), unknown: fastest(times.unknown) };
  const allowed = tolerance.ms + tolerance.share * Math.max(best.known, best.unknown);
  expect(Math.abs(best.known - best.unknown), JSON.stringify(best)).toBeLessThanOrEqual(allowed);
  return best;
}

describe("registration", () => {
  it("answers an address that has an account exactly as a new one, changes nothing, and mails the owner", async () => {
    const taken = fresh("bestaand");
    const first = await call(register, registration(taken, "Mila"));
    const again = await call(register, registration(taken.toUpperCase(), "Indringer"));
    const other = await call(register, registration(fresh("nieuw"), "Mila"));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(other.text).toBe(first.text);
    expect(JSON.parse(first.text)).toEqual({
      data: { message: "Bedankt, U kunt nu inloggen met uw e-mailadres en nieuw wachtwoord. U ontvangt ook een e-mail van ons. Had u al een account met dit e-mailadres? Dan blijft uw bestaande wachtwoord gelden; in de e-mail leest u hoe u inlogt of een nieuw wachtwoord kiest." },
      meta: {},
    });

    const database = await db();
    const [account] = await database.select().from(clients).where(eq(clients.email, taken));
    expect(account?.firstName).toBe("Mila");
    const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.toAddress, taken)).orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.subject)).toEqual(["Welkom bij Zuidkust Vastgoed", "U heeft al een account bij Zuidkust Vastgoed"]);
    const attempt = mails[1]!.textBody;
    expect(attempt).toMatch(/Inloggen:\nhttp:\/\/localhost:\d+\/zuidkust\/client-login\n/);
    expect(attempt).toMatch(/Kies een nieuw wachtwoord:\nhttp:\/\/localhost:\d+\/zuidkust\/client-forgot-password\n/);
    // The form's words are the sender's, not the owner's: they never reach the owner's mailbox.
    expect(mails.map((mail) => `${mail.textBody}${mail.htmlBody}`).join("")).not.toMatch(/Indringer|Mila/);
  });

  it("takes as long for an address that has an account as for a new one (the password is hashed either way)", async () => {
    const taken = fresh("tijd");
    expect((await call(register, registration(taken))).status).toBe(201);
    const best = await expectSameTime(
      () => call(register, registration(taken)),
      () => call(register, registration(fresh("tijd-nieuw"))),
      { ms: 3, share: 0.3 },
    );
    // Hashing is most of the work: a shortcut that skipped it would be far outside the tolerance.
    expect(best.unknown).toBeGreaterThan(10);
  });
});

describe("log-in and forgot-password", () => {
  it("answer a wrong password for an account exactly as an unknown e-mail, in the same time", async () => {
    const known = fresh("inlog");
    expect((await call(register, registration(known))).status).toBe(201);
    const wrong = await call(login, { email: known, password: "niet-het-wachtwoord" });
    const unknown = await call(login, { email: fresh("niemand"), password: "niet-het-wachtwoord" });
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    const best = await expectSameTime(
      () => call(login, { email: known, password: `fout-${made}` }),
      () => call(login, { email: fresh("niemand"), password: `fout-${made}` }),
      { ms: 3, share: 0.3 },
    );
    expect(best.unknown).toBeGreaterThan(10);
  });

  it("forgot-password answers alike and in the same time (the link is stored after the answer)", async () => {
    const known = fresh("vergeten");
    expect((await call(register, registration(known))).status).toBe(201);
    const asked = await call(forgot, { email: known });
    const unknown = await call(forgot, { email: fresh("niemand") });
    expect(asked.status).toBe(200);
    expect(unknown.text).toBe(asked.text);
    // Settled between calls, so that one answer's work afterwards does not slow the next.
    const settledCall = async (email: string) => {
      const answer = await call(forgot, { email });
      await afterResponseSettled();
      return answer;
    };
    // Nothing is hashed here: the tolerance is below the token's transaction (1.5 ms on PGlite, 2 to 7 ms
    // on PostgreSQL, which waits for the disk to commit).
    await expectSameTime(
      () => settledCall(known),
      () => settledCall(fresh("niemand")),
      { ms: 0.5, share: 0.3 },
      15,
    );
    // The work was done, after the answers: a link for each of the 17 requests for the known address.
    const mails = await (await db()).select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.toAddress, known));
    expect(mails.filter((mail) => mail.subject.startsWith("Nieuw wachtwoord instellen"))).toHaveLength(17);
  });
});
