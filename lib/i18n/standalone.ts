/**
 * next-intl outside a request, for code that Next.js does not render: the seed's Dutch documents
 * and the unit tests. The same messages, formats and time zone as `request.ts`.
 * Not for the app: Next.js precompiles `messages/*.json`, which `createTranslator` cannot read;
 * components use `useTranslations` / `getTranslations` instead.
 */
import { createFormatter, createTranslator } from "next-intl";
import messages from "../../messages/nl.json";
import { formats, timeZone } from "./formats";
import { defaultLocale, type AppLocale } from "./locales";

const locale: AppLocale = defaultLocale;

export const dutchFormatter = createFormatter({ locale, formats, timeZone });
export const dutchTranslator = createTranslator({ locale, messages, formats, timeZone });
