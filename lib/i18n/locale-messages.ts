import { mergeMessages } from "./client-messages";
import type { AppLocale } from "./locales";

type Tree = Parameters<typeof mergeMessages>[0];

const loaded = new Map<AppLocale, Promise<Tree>>();

async function file(locale: AppLocale): Promise<Tree> {
  return ((await import(`../../messages/${locale}.json`)) as { default: Tree }).default;
}

/**
 * A locale's messages: `en.json` with the locale's own file laid over it. `nl.json` and `en.json` are
 * complete; the other fourteen files hold only the messages translated so far (messages/README.md),
 * so a key added to `en.json` reaches them without an edit. Loaded once per locale.
 */
export function localeMessages(locale: AppLocale): Promise<Tree> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all([file("en"), file(locale)]).then(([english, own]) => mergeMessages(english, own));
    loaded.set(locale, messages);
  }
  return messages;
}
