/**
 * The one error type below the routes: a code the caller's program reads (`error.code` of the JSON
 * envelope), a message key a person reads (`apiErrors` in messages/nl.json), field messages and any
 * headers the answer needs. The handler wrapper (lib/api/handler.ts) maps the code to its HTTP status
 * (`ERROR_STATUS`) and writes the envelope: nothing below the routes speaks HTTP. Server only (it
 * translates its message when thrown, so logs and the command-line tools read it too).
 */
import type { Messages } from "next-intl";
import type { ErrorCode, FieldErrors } from "./api/errors";
import { apiErrorTexts } from "./i18n/standalone";

export type ErrorKey = keyof Messages["apiErrors"];
type Values = Record<string, string | number>;

export interface AppErrorOptions {
  /** The message's parameters. */
  values?: Values;
  /** Field path -> messages (`fieldText` for one from a key). */
  fields?: FieldErrors;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  override name = "AppError";
  readonly fields?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly key: ErrorKey,
    options: AppErrorOptions = {},
  ) {
    super(apiErrorTexts(key, options.values));
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** One field's message, from its key. */
export function fieldText(key: ErrorKey, values?: Values): string {
  return apiErrorTexts(key, values);
}
