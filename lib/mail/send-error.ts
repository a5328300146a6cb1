/**
 * What a failed send leaves in `last_error` and the log: one short line with the SMTP reply or the
 * network error, never a credential. And which failures are final: only the receiving server's
 * permanent (5xx) refusal of the recipient's address; everything else is tried again.
 */
export const MAX_ERROR_LENGTH = 500;

interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

function fields(error: unknown): SmtpErrorFields {
  return typeof error === "object" && error !== null ? (error as SmtpErrorFields) : {};
}

/** The user name and password of SMTP_URL (raw and decoded), to be blanked wherever they appear. */
export function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const url = new URL(smtpUrl);
    const parts = [url.username, url.password].flatMap((part) => [part, safeDecode(part)]);
    // Very short values would blank ordinary words; they are also no real credentials.
    return [...new Set(parts.filter((part) => part.length >= 3))];
  } catch {
    return [];
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function describeSendError(error: unknown, secrets: readonly string[] = []): string {
  const { code } = fields(error);
  const message = error instanceof Error ? error.message : String(error);
  let text = typeof code === "string" && !message.startsWith(code) ? `${code}: ${message}` : message;
  // user:password@ in any URL, then the known secrets wherever they appear.
  text = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1***@");
  for (const secret of secrets) text = text.split(secret).join("***");
  text = text.replace(/\s+/g, " ").trim();
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text || "unknown error";
}

/** The recipient's server refused the address for good (5xx to RCPT TO): trying again cannot help. */
export function isPermanentRejection(error: unknown): boolean {
  const { responseCode, command } = fields(error);
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && command === "RCPT TO";
}
