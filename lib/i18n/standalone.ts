/**
 * next-intl outside React: the texts of code that renders no component — the API's answers and
 * errors, the mails, the seed's documents, the command-line tools and the unit tests. The same
 * messages, formats and time zone as `request.ts`. In the app, the next-intl plugin compiles
 * `messages/*.json` and points next-intl's formatter at the compiled form, so this translator reads
 * what the pages read; elsewhere (tsx, vitest) it parses the JSON. Not for the browser (it carries
 * every message): client components use `useTranslations`.
 *
 * Importing it also gives the zod schemas their Dutch field messages on this side (lib/i18n/validation.ts).
 */
import { createFormatter, createTranslator } from "next-intl";
import messages from "../../messages/nl.json";
import { formats, timeZone } from "./formats";
import { defaultLocale, type AppLocale } from "./locales";
import "./validation"; // zod's messages by issue code, for every schema parsed on this side
import { setValidationTranslator } from "./validation-texts";

const locale: AppLocale = defaultLocale;

export const dutchFormatter = createFormatter({ locale, formats, timeZone });
export const dutchTranslator = createTranslator({ locale, messages, formats, timeZone });

const validation = createTranslator({ locale, messages, formats, timeZone, namespace: "validation" });
setValidationTranslator((key, values) => validation(key, values));

/** The mails' texts (`mail`): templates render outside React, in the server and in the mail worker. */
export const mailTexts = createTranslator({ locale, messages, formats, timeZone, namespace: "mail" });

/** The privacy statement's texts (`privacyStatement`), laid out by `lib/content/privacy-statement.ts`. */
export const privacyTexts = createTranslator({ locale, messages, formats, timeZone, namespace: "privacyStatement" });

/** The feed import's reports and errors (`feedReport`), which the CRM shows to staff. */
export const feedTexts = createTranslator({ locale, messages, formats, timeZone, namespace: "feedReport" });

/** The API's error messages and field messages (`apiErrors`), for `AppError` (lib/app-error.ts). */
export const apiErrorTexts = createTranslator({ locale, messages, formats, timeZone, namespace: "apiErrors" });
