import type { AppLocale } from "@/lib/i18n/locales";
import type messages from "./messages/nl.json";

// Typed translations: `useTranslations` / `getTranslations` only accept keys that exist in nl.json.
declare module "next-intl" {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}
