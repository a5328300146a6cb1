import "server-only";
/**
 * The From of a mail: always MAIL_FROM's address (the domain that SPF, DKIM and DMARC vouch for),
 * with the partner's name as the display name when the mail speaks for a partner.
 */
import addressparser from "nodemailer/lib/addressparser";
import { isMailAddress } from "./address";

export interface MailFrom {
  name: string;
  address: string;
}

/** Parses `Name <address>` or a bare address; throws when MAIL_FROM holds no single valid address. */
export function parseMailFrom(value: string): MailFrom {
  const parsed = addressparser(value, { flatten: true });
  const first = parsed[0];
  if (parsed.length !== 1 || !first?.address || !isMailAddress(first.address)) {
    throw new Error("MAIL_FROM must be one address, as `Name <address@domain>` or `address@domain`");
  }
  return { name: first.name.trim(), address: first.address };
}

/** The From of one mail: the display name of the row when it has one, else MAIL_FROM's own. */
export function fromFor(defaultFrom: MailFrom, fromName: string | null): MailFrom {
  return { name: fromName?.trim() || defaultFrom.name, address: defaultFrom.address };
}

/** The part after the @, for Message-IDs in the sender's own domain. */
export function senderDomain(from: MailFrom): string {
  return from.address.slice(from.address.lastIndexOf("@") + 1);
}
