/**
 * The e2e server's SMTP server: the web server sends through SMTP_URL to this port (1000 above its own),
 * where a spec that reads mail listens (tests/integration/helpers/smtp.ts). While none listens, the
 * outbox keeps the mails and retries, as with any SMTP server that is down.
 */
const E2E_SMTP_USER = "outbox";
const E2E_SMTP_PASSWORD = "s3cret-smtp-Passw0rd";

export function e2eSmtpPort(webPort: number): number {
  return webPort + 1000;
}

export function e2eSmtpUrl(webPort: number): string {
  return `smtp://${E2E_SMTP_USER}:${E2E_SMTP_PASSWORD}@127.0.0.1:${e2eSmtpPort(webPort)}`;
}
