/**
 * The browser's one client of the JSON API. A call is named by its contract's method and path
 * (`"POST /api/requests"`): its path parameters, query, body and headers are typed by the contract's
 * input schemas, its answer is the contract's response schema (`z.infer`), and every failure is one
 * `ApiFailure` with the error envelope's code, message and field messages (status 0: no answer).
 * The contracts are imported as types only, so no zod schema or server module reaches the bundle;
 * the answer is not validated again here (the server built it from the same schema).
 */
import type { z } from "zod";
import type { ErrorCode, FieldErrors } from "./errors";
import type { API_CALLS } from "./registry";

/** The API's base URL as the browser sees it (NEXT_PUBLIC_API_BASE; same origin when empty). */
const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? "";

type FailureCode = ErrorCode | "network";

export class ApiFailure extends Error {
  override name = "ApiFailure";

  constructor(
    /** HTTP status; 0 when no answer arrived (offline, refused, aborted). */
    readonly status: number,
    readonly code: FailureCode,
    message: string,
    readonly fields: FieldErrors = {},
    /** The answer's `Retry-After` in seconds (a 503 or 429), when it gave one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterOf(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

type RegisteredCall = (typeof API_CALLS)[number];

/** A JSON call's key, `"PATCH /api/crm/units/{id}"`; never for a call that answers a file. */
type KeyOf<Call> = Call extends { method: infer M extends string; path: infer P extends string; response: { schema?: infer R } }
  ? [R] extends [z.ZodType]
    ? `${Uppercase<M>} ${P}`
    : never
  : never;

type Calls = { [Call in RegisteredCall as KeyOf<Call>]: Call };

export type CallKey = keyof Calls;

/** A field whose input is `unknown` (a preprocessed one) may be left out: zod reads that as undefined. */
type Sendable<T> = T extends readonly (infer Item)[]
  ? Sendable<Item>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T as unknown extends T[K] ? K : never]?: T[K] } & { [K in keyof T as unknown extends T[K] ? never : K]: Sendable<T[K]> }
    : T;

/**
 * A JSON body as its schema reads it, each field also as a person typed it: a form sends a value it
 * cannot read (a price "12,5") unchanged, so the answer's field message names that field.
 */
type Body<T> = T extends Record<string, unknown> ? { [K in keyof T]: T[K] | string } : T;

type Schema<Call, Name extends "params" | "query" | "body" | "headers"> = Call extends { [K in Name]?: infer S extends z.ZodType | undefined } ? NonNullable<S> : never;

/** An input all of whose fields may be left out accepts this. */
type NoFields = Record<never, never>;

/** One part of a call's input: present when its contract has that part (optional when every field is), absent otherwise. */
type Part<Name extends string, Value, Optional extends boolean> = [Value] extends [never]
  ? { [K in Name]?: never }
  : Optional extends true
    ? NoFields extends Value
      ? { [K in Name]?: Value }
      : { [K in Name]: Value }
    : { [K in Name]: Value };

type Input<Call, Name extends "query" | "body" | "headers"> = [Schema<Call, Name>] extends [never] ? never : Sendable<z.input<Schema<Call, Name>>>;

/** Path parameters by name: numbers or text, as the address carries them. */
type Params<Call> = [Schema<Call, "params">] extends [never] ? never : Record<keyof z.output<Schema<Call, "params">>, string | number>;

/** What a call takes: each path parameter, the query and headers as its schemas read them, the JSON body whenever it has one. */
export type CallInput<K extends CallKey> = Part<"params", Params<Calls[K]>, false> &
  Part<"query", Input<Calls[K], "query">, true> &
  Part<"body", Body<Input<Calls[K], "body">>, false> &
  Part<"headers", Input<Calls[K], "headers">, true> & { signal?: AbortSignal };

/** A call's JSON body, for a form's function that builds it. */
export type CallBody<K extends CallKey> = Body<Input<Calls[K], "body">>;

/** A call's answer: the whole envelope (`{ data, meta }`) its response schema describes. */
export type CallAnswer<K extends CallKey> = z.infer<NonNullable<Calls[K]["response"]["schema"]>>;

type Args<K extends CallKey> = NoFields extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** `/api/x/{id}` with its parameters filled in; `?query` from the defined values (an array repeats its name). */
export function urlOf(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) search.append(name, String(item));
  }
  const text = search.toString();
  // The CRM's calls ride on its session cookie, and the API refuses a cookie write from another origin.
  const base = filled.startsWith("/api/crm/") ? "" : API_BASE;
  return `${base}${filled}${text ? `?${text}` : ""}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function fieldsOf(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[key] = messages.filter((message): message is string => typeof message === "string");
  }
  return fields;
}

/** The answer's envelope; an error status, or a body that is no envelope, throws `ApiFailure`. */
async function envelopeOf(response: Response): Promise<unknown> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok && isRecord(json) && "data" in json) return json;
  const error = isRecord(json) && isRecord(json.error) ? json.error : {};
  const code = typeof error.code === "string" ? (error.code as ErrorCode) : "internal";
  const message = typeof error.message === "string" ? error.message : `HTTP ${response.status}`;
  throw new ApiFailure(response.ok ? 500 : response.status, code, message, fieldsOf(error.fields), retryAfterOf(response.headers.get("retry-after")));
}

/** One call of the API by its contract's key: `await apiCall("GET /api/favorites")` is that call's typed envelope. */
export async function apiCall<K extends CallKey>(key: K, ...[input]: Args<K>): Promise<CallAnswer<K>> {
  const { params, query, body, headers, signal } = (input as AnyInput | undefined) ?? {};
  const [method, path] = key.split(" ") as [string, string];
  let response: Response;
  try {
    response = await fetch(urlOf(path, params, query), {
      method,
      signal,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(headers as Record<string, string> | undefined),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiFailure(0, "network", error instanceof Error ? error.message : "network error");
  }
  return (await envelopeOf(response)) as CallAnswer<K>;
}
