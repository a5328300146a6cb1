import { test } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { createTestSmtpServer, type TestSmtpServer } from "../integration/helpers/smtp";
import { e2eSmtpPort } from "./e2e-smtp";

/**
 * For a spec that reads what the site mails (the `mail` project of playwright.config.ts, one at a
 * time): a real SMTP server on the port the e2e server sends to, listening for the file's tests.
 * Call at the top level of the spec.
 */
export function e2eMailbox(): { messageWhere: (matches: (mail: ParsedMail) => boolean) => Promise<ParsedMail> } {
  let smtp: TestSmtpServer | undefined;
  test.beforeAll(async () => {
    smtp = await createTestSmtpServer({ port: e2eSmtpPort(Number(process.env.E2E_PORT ?? 3100)) });
    await smtp.start();
  });
  test.afterAll(async () => smtp?.stop());
  return { messageWhere: (matches) => smtp!.messageWhere(matches) };
}
