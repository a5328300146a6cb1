/**
 * Field messages of the zod schemas, from the `validation` messages (messages/nl.json): the one text
 * system for the forms in the browser and the API's answers alike. Client-safe: it holds no texts.
 *
 * - Rules every schema shares (a string too long or too short) get their message by issue code
 *   (`z.config({ customError })`), with the issue's `minimum` / `maximum` as parameters.
 * - A field's own message names its key: `.min(1, fieldMessage("firstNameRequired"))`.
 * - Everything else keeps zod's Dutch locale.
 *
 * The texts come from a translator set once per side (lib/i18n/validation-texts.ts): on the server by
 * `lib/i18n/standalone.ts` (imported by the API's input validation), in the browser by
 * `components/i18n/validation-messages.tsx` (sent with the pages whose forms check with zod).
 */
import { z } from "zod";
import { validationText, type ValidationKey, type ValidationValues } from "./validation-texts";

export { validationText, type ValidationKey } from "./validation-texts";

type Issue = z.core.$ZodRawIssue;

function valuesOf(issue: Issue): ValidationValues {
  const values: ValidationValues = {};
  for (const name of ["minimum", "maximum"] as const) {
    const value = (issue as { [key in typeof name]?: unknown })[name];
    if (typeof value === "number" || typeof value === "bigint") values[name] = Number(value);
  }
  return values;
}

/** A field's own message, with the issue's bounds as `{minimum}` / `{maximum}`. */
export function fieldMessage(key: ValidationKey): { error: (issue: Issue) => string } {
  return { error: (issue) => validationText(key, valuesOf(issue)) };
}

/** The shared rules, by issue code; undefined leaves the issue to zod's Dutch locale. */
function messageByCode(issue: Issue): string | undefined {
  if (issue.origin !== "string") return undefined;
  if (issue.code === "too_big") return validationText("tooLong", valuesOf(issue));
  // A minimum of one is "required", which each field words itself.
  if (issue.code === "too_small" && Number(valuesOf(issue).minimum) > 1) return validationText("tooShort", valuesOf(issue));
  return undefined;
}

z.config({ ...z.locales.nl(), customError: messageByCode });
