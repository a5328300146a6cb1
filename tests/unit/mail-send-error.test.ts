import { describe, expect, it } from "vitest";
import { describeSendError, isPermanentRejection, MAX_ERROR_LENGTH, smtpSecrets } from "@/lib/mail/send-error";

const smtpError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe("send errors", () => {
  it("keeps the code and the server's reply on one line", () => {
    const error = smtpError("Can't send mail - all recipients were rejected: 450 4.2.1 Mailbox busy\r\n try later", {
      code: "EENVELOPE", responseCode: 450, command: "RCPT TO",
    });
    expect(describeSendError(error)).toBe("EENVELOPE: Can't send mail - all recipients were rejected: 450 4.2.1 Mailbox busy try later");
  });

  it("never keeps the SMTP user name or password, encoded or not", () => {
    const secrets = smtpSecrets("smtp://mailer:p%40ss%2Fw0rd!@smtp.example.com:587");
    expect(secrets).toEqual(expect.arrayContaining(["mailer", "p%40ss%2Fw0rd!", "p@ss/w0rd!"]));
    const text = describeSendError(new Error("Invalid login for mailer with p@ss/w0rd! at smtp://mailer:p%40ss%2Fw0rd!@smtp.example.com:587"), secrets);
    expect(text).not.toMatch(/mailer|p@ss|p%40ss|w0rd/);
    expect(text).toContain("smtp://***@smtp.example.com:587");
  });

  it("strips credentials of any URL even without knowing them", () => {
    expect(describeSendError(new Error("proxy http://u:pw@proxy.local failed"))).toBe("proxy http://***@proxy.local failed");
  });

  it("truncates long replies", () => {
    const text = describeSendError(new Error("x".repeat(5000)));
    expect(text.length).toBe(MAX_ERROR_LENGTH);
    expect(text.endsWith("…")).toBe(true);
  });

  it("describes what is not an Error", () => {
    expect(describeSendError("socket closed")).toBe("socket closed");
    expect(describeSendError(undefined)).toBe("undefined");
  });

  it("gives up only on a permanent refusal of the recipient", () => {
    expect(isPermanentRejection(smtpError("rejected", { responseCode: 550, command: "RCPT TO" }))).toBe(true);
    expect(isPermanentRejection(smtpError("busy", { responseCode: 450, command: "RCPT TO" }))).toBe(false);
    // Our own sender refused or the login failed: a configuration to fix, not a mail to drop.
    expect(isPermanentRejection(smtpError("sender", { responseCode: 550, command: "MAIL FROM" }))).toBe(false);
    expect(isPermanentRejection(smtpError("auth", { responseCode: 535, command: "AUTH PLAIN" }))).toBe(false);
    expect(isPermanentRejection(smtpError("connect ECONNREFUSED", { code: "ESOCKET" }))).toBe(false);
    expect(isPermanentRejection(null)).toBe(false);
  });

  it("finds no secrets without SMTP_URL or in a bad one", () => {
    expect(smtpSecrets(undefined)).toEqual([]);
    expect(smtpSecrets("not a url")).toEqual([]);
    expect(smtpSecrets("smtp://smtp.example.com:25")).toEqual([]);
  });
});
