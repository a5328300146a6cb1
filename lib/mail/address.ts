/** E-mail addresses as the outbox accepts them: one address, no display name, no line breaks. */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";

const MAX_ADDRESS_LENGTH = 254;

export const mailAddressSchema = z.string().trim().max(MAX_ADDRESS_LENGTH).pipe(z.email(fieldMessage("emailInvalid")));

export function isMailAddress(value: string | null | undefined): value is string {
  return typeof value === "string" && mailAddressSchema.safeParse(value).success;
}

/** An absolute http(s) URL, or null: nothing else becomes a link in a mail. */
export function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
