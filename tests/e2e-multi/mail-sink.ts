/**
 * The cluster's SMTP server (the smtp-server package): accepts every mail and appends one JSON line
 * per message (recipient, Message-ID, subject) to a file the tests read, since they run in other
 * processes than the global setup that owns the server.
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SunkMail {
  to: string;
  messageId: string;
  subject: string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startMailSink(logFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  writeFileSync(logFile, "");
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          for (const recipient of session.envelope.rcptTo) {
            const line: SunkMail = { to: recipient.address, messageId: mail.messageId ?? "", subject: mail.subject ?? "" };
            appendFileSync(logFile, JSON.stringify(line) + "\n");
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
