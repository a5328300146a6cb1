/**
 * Where the zod schemas' field messages come from (lib/i18n/validation.ts): a translator over the
 * `validation` messages, set once per side — on the server by `lib/i18n/standalone.ts`, in the browser
 * by `components/i18n/validation-messages.tsx`. Kept apart from zod so the browser component that sets
 * it loads no zod. Client-safe: it holds no texts.
 */
import type { Messages } from "next-intl";

export type ValidationKey = keyof Messages["validation"];
export type ValidationValues = Record<string, string | number>;
type Translate = (key: ValidationKey, values?: ValidationValues) => string;

let translate: Translate | null = null;

/** Sets where the texts come from (idempotent: the same Dutch on every call). */
export function setValidationTranslator(next: Translate): void {
  translate = next;
}

/** The message of `key`; the key itself until a translator is set (a set-up fault a test would show). */
export function validationText(key: ValidationKey, values?: ValidationValues): string {
  return translate ? translate(key, values) : `validation.${key}`;
}
