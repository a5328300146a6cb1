import type { formats } from "@/lib/i18n/formats";
import type { AppLocale } from "@/lib/i18n/locales";
import type messages from "./messages/nl.json";

// Typed translations and formats: `useTranslations` / `getTranslations` only accept keys that exist
// in nl.json, `format.number(value, "euro")` only the named formats of `lib/i18n/formats.ts`.
declare module "next-intl" {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
    Formats: typeof formats;
  }
}
