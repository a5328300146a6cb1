import "server-only";
/**
 * Delivery over SMTP with nodemailer, from SMTP_URL (`smtp://user:pass@host:587`, or `smtps://` for
 * TLS from the start; nodemailer reads further options from the URL's query). A pool of up to
 * `connections` SMTP connections, each reused for up to 100 mails and closed after a few idle seconds
 * (a backlog does not pay a handshake, TLS and log-in per mail; a quiet outbox holds no connection),
 * with short timeouts so that a claimed batch finishes well inside its lease.
 */
import nodemailer from "nodemailer";
import { fromFor, senderDomain, type MailFrom } from "./sender";

/** A claimed outbox row, as the transport needs it. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  fromName: string | null;
  replyTo: string | null;
  createdAt: Date;
  /** Extra headers stored with the mail (e.g. `List-Unsubscribe`). */
  headers?: Record<string, string> | null;
  /** An iCalendar invitation stored with the mail (METHOD and .ics text). */
  icalMethod?: string | null;
  icalContent?: string | null;
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the mail; rejects with nodemailer's error. */
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

/** Per mail at most about 50 s (connect, greeting, then no socket silence over 30 s). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** A connection no mail used for this long is closed: the next batch opens it again. */
const IDLE_CONNECTION_MS = 5_000;

export function smtpTransport(smtpUrl: string, defaultFrom: MailFrom, connections = 1): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: 100,
    idleTimeout: IDLE_CONNECTION_MS,
    ...TIMEOUTS,
    // Mail bodies are data: never let them make nodemailer read a local file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = senderDomain(defaultFrom);
  return {
    async send(message) {
      await transporter.sendMail({
        from: fromFor(defaultFrom, message.fromName),
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        // The same id on every try of this row: a receiving system can drop a second copy after a
        // crash between "accepted" and "marked sent". The creation time keeps ids apart across databases.
        messageId: `<outbox.${message.id}.${message.createdAt.getTime()}@${domain}>`,
        headers: { ...message.headers, "Auto-Submitted": "auto-generated" },
        // nodemailer's documented calendar option: a text/calendar alternative plus the .ics file.
        ...(message.icalContent ? { icalEvent: { method: message.icalMethod ?? "REQUEST", filename: "uitnodiging.ics", content: message.icalContent } } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
