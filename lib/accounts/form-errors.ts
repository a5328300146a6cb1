/**
 * A 422's `error.fields` sorted for a form: messages for fields the form shows land at those fields,
 * the rest (e.g. `partner`) is said once above the form. Pure and client-safe.
 */
import type { FieldErrors } from "../api/errors";

export interface SortedFieldErrors<Name extends string> {
  /** The first message of each shown field, in the form's order. */
  fields: Array<[Name, string]>;
  /** Messages of fields the form does not show, as "field: message". */
  other: string[];
}

export function sortFieldErrors<Name extends string>(errors: FieldErrors | undefined, shown: readonly Name[]): SortedFieldErrors<Name> {
  const fields: Array<[Name, string]> = [];
  const other: string[] = [];
  const given = errors ?? {};
  for (const name of shown) {
    const message = given[name]?.[0];
    if (message) fields.push([name, message]);
  }
  for (const [name, messages] of Object.entries(given)) {
    if (!(shown as readonly string[]).includes(name) && messages[0]) other.push(`${name}: ${messages[0]}`);
  }
  return { fields, other };
}
