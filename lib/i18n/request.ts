import { getRequestConfig } from "next-intl/server";
import messages from "../../messages/nl.json";
import { defaultLocale } from "./locales";

/**
 * next-intl request configuration, "without i18n routing": every request renders in Dutch.
 * Registered through the next-intl plugin in `next.config.ts`.
 */
export default getRequestConfig(async () => ({
  locale: defaultLocale,
  messages,
  timeZone: "Europe/Amsterdam",
}));
