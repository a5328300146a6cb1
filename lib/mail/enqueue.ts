import "server-only";
/**
 * `enqueueMail`: a mail is stored in `mail_outbox` by the transaction that causes it (a reset token,
 * a lead), so it is sent exactly when that change commits, and never lost when SMTP is down. After
 * the commit the caller calls `kickMailOutbox()` so that it goes out at once.
 */
import "../i18n/standalone"; // the schemas' Dutch field messages on this side
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { mailAddressSchema } from "./address";

/** Generous for a mail of a few paragraphs; a mail larger than this is a bug, not a message. */
const MAX_TEXT_LENGTH = 100_000;
const MAX_HTML_LENGTH = 500_000;

const headerText = (max: number) =>
  z.string().trim().min(1).max(max).regex(/^[^\r\n]*$/, fieldMessage("oneLine"));

const outgoingMailSchema = z.object({
  to: mailAddressSchema,
  subject: headerText(300),
  text: z.string().min(1).max(MAX_TEXT_LENGTH),
  html: z.string().max(MAX_HTML_LENGTH).nullish(),
  /** Display name of the sender; the address stays MAIL_FROM's. */
  fromName: headerText(120).nullish(),
  replyTo: mailAddressSchema.nullish(),
  leadId: z.number().int().positive().nullish(),
  /** Extra headers (RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`): one line each. */
  headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,60}$/, fieldMessage("headerName")), headerText(2000)).nullish(),
  /** An iCalendar invitation (RFC 5546): sent as the mail's text/calendar part and a .ics file. */
  ical: z.object({ method: z.enum(["REQUEST", "CANCEL", "PUBLISH"]), content: z.string().min(1).max(MAX_TEXT_LENGTH) }).nullish(),
});

/** A rendered mail (`RenderedMail` from a template) plus its recipient. */
export type OutgoingMail = z.input<typeof outgoingMailSchema>;

export class InvalidMailError extends Error {
  override name = "InvalidMailError";
}

/**
 * Stores one mail. Pass the transaction (`db.transaction(async (tx) => enqueueMail(tx, …))`): a
 * rolled-back transaction leaves no mail. Throws InvalidMailError (naming the fields, never their
 * values) for a bad address or an oversized part.
 */
export async function enqueueMail(tx: Database, mail: OutgoingMail): Promise<{ id: number }> {
  const parsed = outgoingMailSchema.safeParse(mail);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidMailError(`mail not queued (${fields.join("; ")})`);
  }
  const valid = parsed.data;
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: valid.to,
      subject: valid.subject,
      textBody: valid.text,
      htmlBody: valid.html ?? null,
      fromName: valid.fromName ?? null,
      replyTo: valid.replyTo ?? null,
      leadId: valid.leadId ?? null,
      headers: valid.headers ?? null,
      icalMethod: valid.ical?.method ?? null,
      icalContent: valid.ical?.content ?? null,
      // The worker compares with the app's clock; the column default would be the database's.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  return { id: row!.id };
}
