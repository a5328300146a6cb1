/**
 * A real SMTP server (the smtp-server package) on a local port for the mail tests. It can be started
 * and stopped on the same port, refuses chosen recipients as a real server would (450 or 550), and
 * keeps every message it accepted, parsed; `nextMessage()` waits for the next one (no sleeps).
 */
import { createServer as createNetServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export const SMTP_USER = "outbox";
export const SMTP_PASSWORD = "s3cret-smtp-Passw0rd";

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port — whether or not the server is running. */
  url: string;
  received: ParsedMail[];
  /** Recipient addresses answered with this SMTP code at RCPT TO. */
  refuse: Map<string, 450 | 550>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves with the next message the server accepts. */
  nextMessage(): Promise<ParsedMail>;
  /** Resolves with the first message `matches`, received already or still to come (others' mails may arrive between). */
  messageWhere(matches: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
}

/** `port`: a fixed one (the e2e server's SMTP_URL names it), else a free one. */
export async function createTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const port = options.port ?? (await freePort());
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const refuse = new Map<string, 450 | 550>();
  let server: SMTPServer | null = null;

  function create(): SMTPServer {
    return new SMTPServer({
      // Stopped is gone, as a server that went down: a connection still open (the outbox keeps its
      // connections a few idle seconds) is told 421 and closed almost at once, not after 30 s.
      closeTimeout: 100,
      // Loopback only: no reverse DNS lookup, which waits up to 1.5 s where no resolver answers.
      disableReverseLookup: true,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
        else callback(Object.assign(new Error("Authentication failed"), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        const code = refuse.get(address.address);
        if (code) callback(Object.assign(new Error(code === 550 ? "No such user here" : "Mailbox busy, try later"), { responseCode: code }));
        else callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            waiting.splice(0).forEach((resolve) => resolve(mail));
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuse,
    async start() {
      if (server) return;
      server = create();
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    nextMessage: () => new Promise((resolve) => waiting.push(resolve)),
    messageWhere(matches) {
      const found = received.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const wait = () => waiting.push((mail) => (matches(mail) ? resolve(mail) : wait()));
        wait();
      });
    },
  };
}
