import { getRequestConfig } from "next-intl/server";
import { formats, timeZone } from "./formats";
import { localeMessages } from "./locale-messages";
import { defaultLocale } from "./locales";

/**
 * next-intl request configuration, "without i18n routing": every request renders in Dutch.
 * Registered through the next-intl plugin in `next.config.ts`. The root layout's
 * `NextIntlClientProvider` inherits `formats` and `timeZone` from here, so the browser formats
 * numbers and dates exactly as the server did (no hydration mismatch).
 */
export default getRequestConfig(async () => ({
  locale: defaultLocale,
  messages: await localeMessages(defaultLocale),
  formats,
  timeZone,
}));
