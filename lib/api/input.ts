/**
 * Reading request input for the handler wrapper: JSON bodies (JSON Content-Type only, size-limited)
 * and query strings, validated by the call's zod schema with Dutch messages. Every failure is an
 * `AppError` (bad_request, payload_too_large or unsupported_media_type), never a 5xx. Server and tests only.
 */
import { z, type ZodType } from "zod";
import "../i18n/standalone"; // the schemas' Dutch field messages
import { AppError, fieldText } from "../app-error";
import type { FieldErrors } from "./errors";

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Bounds the error answer, however many problems a body has. */
export const MAX_FIELD_ERRORS = 50;
/** Unknown keys are reported by name up to this many. */
const MAX_UNKNOWN_KEYS = 20;
/** No call takes bodies nested deeper than a few levels; far deeper ones would overflow recursive code (a 500). */
export const MAX_JSON_DEPTH = 64;


/** `application/json`, or a `+json` type, with any parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** zod issues as `fields` (path -> messages), capped in number; unknown keys named one by one. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  // A Map: field names come from the caller ("constructor", "__proto__").
  const fields = new Map<string, string[]>();
  const add = (key: string, message: string) => {
    const list = fields.get(key) ?? [];
    if (list.length < 3 && !list.includes(message)) list.push(message);
    fields.set(key, list);
  };
  let unknownKeys = 0;
  for (const issue of error.issues) {
    if (fields.size >= MAX_FIELD_ERRORS) break;
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        unknownKeys++;
        if (unknownKeys <= MAX_UNKNOWN_KEYS) add(path ? `${path}.${key}` : key, fieldText("fieldUnknown"));
      }
      continue;
    }
    add(path || "_", issue.message);
  }
  if (unknownKeys > MAX_UNKNOWN_KEYS) add("_", fieldText("fieldMoreUnknown", { count: unknownKeys - MAX_UNKNOWN_KEYS }));
  return Object.fromEntries(fields);
}

/** Parses with the schema; a mismatch is a 400 (or 422 for forms) with the fields. */
export function validate<T>(schema: ZodType<T>, input: unknown, code: "bad_request" | "unprocessable" = "bad_request"): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(code, "invalidInput", { fields: fieldErrors(result.error) });
}

function tooLarge(limit: number): AppError {
  return new AppError("payload_too_large", "tooLarge", { values: { kilobytes: Math.round(limit / 1024) } });
}

/** The body as JSON: a JSON Content-Type, at most `limit` bytes, valid UTF-8 JSON. An empty body is `{}`. */
export async function readJson(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "sendJson");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit) {
        await reader.cancel();
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_request", "bodyNotUtf8");
  }
  if (text.trim() === "") return {};
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new AppError("bad_request", "tooDeep", { values: { levels: MAX_JSON_DEPTH } });
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", "bodyNotJson");
  }
  refuseNul(body, "body");
  return body;
}

/**
 * Whether a JSON text opens more than `max` arrays or objects inside each other. A scan of the text
 * with a counter, no recursion: it runs before anything walks the parsed value.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* backslash: skip the escaped character */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/** A 400 naming the field when `input` holds U+0000 anywhere (see `pathOfNul`). */
function refuseNul(input: unknown, whole: string): void {
  const nul = pathOfNul(input);
  if (nul !== null) throw new AppError("bad_request", "invalidInput", { fields: { [nul || whole]: [fieldText("fieldNul")] } });
}

/**
 * Where a parsed body holds the character U+0000 ("" for the top level), or null. PostgreSQL cannot
 * store it in text or JSON, so such a value would fail at the database instead of at the door.
 */
export function pathOfNul(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return here;
      const found = pathOfNul(item, here);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Whether the request's Content-Type (without parameters) is one of these. */
export function hasMediaType(request: Request, mediaTypes: readonly string[]): boolean {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaTypes.includes(type);
}

/** A size-checked declared length; the stream below checks what actually arrives. */
export function checkDeclaredLength(request: Request, limit: number): void {
  if (Number(request.headers.get("content-length") ?? "0") > limit) throw tooLarge(limit);
}

/** The body as a stream of chunks, at most `limit` bytes (a payload_too_large `AppError` once more arrives). */
export async function* readBodyStream(request: Request, limit: number): AsyncGenerator<Uint8Array> {
  if (!request.body) return;
  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received += value.byteLength;
      if (received > limit) throw tooLarge(limit);
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Query parameters as an object; a repeated key keeps its values as an array. */
export function readQuery(request: Request): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  // `?q=%00` decodes to U+0000, which PostgreSQL refuses as a query parameter too.
  refuseNul(query, "query");
  return query;
}
