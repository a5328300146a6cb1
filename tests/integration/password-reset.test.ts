/**
 * Forgotten passwords end to end on the data layer and the API: the link goes out through the outbox
 * to a real SMTP server, works once within the hour, and ends every session and token of the account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as client } from "@/app/api/client/route";
import { POST as forgot } from "@/app/api/client-forgot-password/route";
import { POST as login } from "@/app/api/client-login/route";
import { POST as register } from "@/app/api/client-register/route";
import { POST as reset } from "@/app/api/client-reset-password/route";
import { resetPassword } from "@/lib/accounts/password-reset";
import { db } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { afterResponseSettled } from "@/lib/server/after-response";
import { seededTestDatabase } from "./helpers/database";
import { drain, mailWorker } from "./helpers/mail";
import { createTestSmtpServer, type TestSmtpServer } from "./helpers/smtp";

seededTestDatabase();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await createTestSmtpServer();
  await smtp.start();
});
afterAll(async () => smtp?.stop());

let address = 0;
async function call(route: (request: Request) => Promise<Response>, body?: unknown, headers: Record<string, string> = {}) {
  address++;
  const response = await route(
    new Request("http://localhost/api/x", {
      method: body === undefined ? "GET" : "POST",
      headers: { "x-costa-client-ip": `203.0.113.${address}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown>; meta: Record<string, unknown>; error: { fields?: Record<string, string[]> } } };
}

/** What the answers left to do after them (the links are stored then), and the outbox sent. */
async function sendQueued() {
  await afterResponseSettled();
  await drain(mailWorker(await db(), smtp.url));
}

const PASSWORD = "Oude-Wachtwoord-2025";
const NEW_PASSWORD = "Nieuwe-Zon-Costa-2026";

describe("forgotten passwords", () => {
  it("give the same answer for an unknown e-mail and queue nothing", async () => {
    const before = (await (await db()).select().from(mailOutbox)).length;
    const answer = await call(forgot, { email: "niemand@example.nl" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.message).toBe("Bedankt, we sturen je een link om je wachtwoord opnieuw in te stellen");
    await afterResponseSettled();
    expect((await (await db()).select().from(mailOutbox)).length).toBe(before);
  });

  it("mail a single-use link on the site asked from, which sets the password and ends every session and token", async () => {
    await call(register, { first_name: "Lotte", last_name: "Visser", email: "lotte@example.nl", password: PASSWORD, repeat_password: PASSWORD, terms: true });
    const token = (await call(login, { email: "lotte@example.nl", password: PASSWORD })).body.meta.token as string;

    const answer = await call(forgot, { email: "Lotte@Example.nl", partner: "zuidkust" });
    expect(answer.status).toBe(200);
    await sendQueued();
    const mail = smtp.received.find((received) => received.subject?.includes("Zuidkust Vastgoed"));
    expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/zuidkust\/client-reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain("Zuidkust Vastgoed");
    const link = /client-reset-password\/([A-Za-z0-9_-]{43})/.exec(mail!.text!)![1]!;

    const mismatch = await call(reset, { token: link, password: NEW_PASSWORD, repeat_password: "iets-anders-123" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.fields?.repeat_password).toBeDefined();

    expect((await call(reset, { token: link, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD })).status).toBe(200);
    // The old Bearer token and the old password are done; the new password works.
    expect((await call(client, undefined, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await call(login, { email: "lotte@example.nl", password: PASSWORD })).status).toBe(401);
    expect((await call(login, { email: "lotte@example.nl", password: NEW_PASSWORD })).status).toBe(200);
    // Once only.
    const again = await call(reset, { token: link, password: "Weer-Een-Ander-2027", repeat_password: "Weer-Een-Ander-2027" });
    expect(again.status).toBe(422);
    expect(again.body.error.fields?.token).toBeDefined();
  });

  it("expire after an hour", async () => {
    await call(forgot, { email: "lotte@example.nl" });
    await sendQueued();
    const mail = smtp.received.at(-1)!;
    const link = /client-reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text!)![1]!;
    expect(await resetPassword(link, "Te-Laat-Gekomen-2026", new Date(Date.now() + 61 * 60_000))).toBe(false);
    expect(await resetPassword(link, "Op-Tijd-Gekomen-2026", new Date(Date.now() + 59 * 60_000))).toBe(true);
  });
});
