/**
 * A stored cookie choice ("necessary only"), as vanilla-cookieconsent 3 writes it, for the hosts the
 * end-to-end tests visit: tests that are not about the banner start with it, so the bar does not
 * cover what they click. `tests/e2e/consent.spec.ts` starts without it.
 */
import { CONSENT_COOKIE, CONSENT_DAYS } from "../../lib/consent/settings";

const HOSTS = ["localhost", "partner-a.test", "zuidkust.test", "unknown.test"];

function storedConsentValue(categories: string[] = ["necessary"], choice = "necessary"): string {
  const now = new Date();
  return encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: { choice },
      consentTimestamp: now.toISOString(),
      consentId: "00000000-0000-4000-8000-000000000000",
      services: { necessary: [], optional: [], functional: [] },
      languageCode: "nl",
      lastConsentTimestamp: now.toISOString(),
      expirationTime: now.getTime() + CONSENT_DAYS * 86_400_000,
    }),
  );
}

export function consentStorageState() {
  const expires = Math.floor(Date.now() / 1000) + CONSENT_DAYS * 86_400;
  return {
    cookies: HOSTS.map((domain) => ({ name: CONSENT_COOKIE, value: storedConsentValue(), domain, path: "/", expires, httpOnly: false, secure: false, sameSite: "Lax" as const })),
    origins: [],
  };
}
