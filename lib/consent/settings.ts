/**
 * Cookie consent (spec sections 2, 3 and 4): the categories, the cookie that stores the choice for a
 * year, and the five states. Pure and client-safe: tracking and blocked embeds read the cookie
 * without waiting for the banner's script.
 */
export const CONSENT_COOKIE = "costa_consent";
/** Spec section 9: consent lifetime 1 year. */
export const CONSENT_DAYS = 365;
const CONSENT_CATEGORIES = ["necessary", "optional", "functional"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Spec section 4. "declined" is "Delete all" in the preferences; "necessary-only" the bar's "Accept necessary". */
export type ConsentState = "none" | "accepted-all" | "partial" | "necessary-only" | "declined";

/** How the visitor chose, kept in the cookie's `data` (the library stores only the categories). */
export type ConsentChoice = "declined" | "necessary" | "custom" | "all";

export interface StoredConsent {
  categories: string[];
  choice?: ConsentChoice;
}

/** The consent cookie's value (URL-encoded JSON, as vanilla-cookieconsent 3 writes it), or null. */
export function parseConsentCookie(value: string | undefined | null): StoredConsent | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as { categories?: unknown; data?: { choice?: unknown } | null };
    if (!Array.isArray(parsed.categories)) return null;
    const choice = parsed.data?.choice;
    const categories = parsed.categories.filter((category): category is string => typeof category === "string");
    return { categories, ...(typeof choice === "string" ? { choice: choice as ConsentChoice } : {}) };
  } catch {
    return null;
  }
}

/** The consent cookie in a `document.cookie` string. */
export function consentFromCookies(cookieHeader: string): StoredConsent | null {
  const pair = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsentCookie(pair?.slice(CONSENT_COOKIE.length + 1));
}

export function consentState(consent: StoredConsent | null): ConsentState {
  if (!consent) return "none";
  const optional = CONSENT_CATEGORIES.filter((category) => category !== "necessary");
  const accepted = optional.filter((category) => consent.categories.includes(category));
  if (accepted.length === optional.length) return "accepted-all";
  if (accepted.length > 0) return "partial";
  return consent.choice === "declined" ? "declined" : "necessary-only";
}

export function allows(consent: StoredConsent | null, category: ConsentCategory): boolean {
  return category === "necessary" || Boolean(consent?.categories.includes(category));
}
