/**
 * The locales the product ships translation files for (spec section 1). Only Dutch is served;
 * `en.json` is complete, the other files hold what they translate and fall back to it (messages/README.md).
 * Pure and client-safe.
 */
export const locales = ["da", "de", "en", "es", "fr", "hr", "hu", "it", "ja", "nl", "no", "pl", "pt", "ru", "sv", "uk"] as const;

export type AppLocale = (typeof locales)[number];

/** The one locale the site renders in; there is no locale prefix in URLs. */
export const defaultLocale = "nl" satisfies AppLocale;

