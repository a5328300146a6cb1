/**
 * Calls of the JSON API from the browser: the envelope of DESIGN.md section 5 read without zod (this
 * runs in client bundles), every failure as one `ApiFailure` with the status, code, Dutch message and
 * field errors, and a failed connection as status 0. Client-safe.
 */
import type { ErrorCode, FieldErrors } from "./errors";

/** The API's base URL as the browser sees it (NEXT_PUBLIC_API_BASE; same origin when empty). */
const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? "";

export type FailureCode = ErrorCode | "network";

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

export interface Envelope<T> {
  data: T;
  meta: Record<string, unknown>;
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

/** The envelope of an answer; throws `ApiFailure` for an error status or a body that is no envelope. */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok && isRecord(json) && "data" in json) return { data: json.data as T, meta: isRecord(json.meta) ? json.meta : {} };
  const error = isRecord(json) && isRecord(json.error) ? json.error : {};
  const code = typeof error.code === "string" ? (error.code as ErrorCode) : "internal";
  const message = typeof error.message === "string" ? error.message : `HTTP ${response.status}`;
  throw new ApiFailure(response.ok ? 500 : response.status, code, message, fieldsOf(error.fields), retryAfterOf(response.headers.get("retry-after")));
}

/** One call: JSON in (when `body` is given) and the envelope out. */
export async function callApi<T>(path: string, options: { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {}): Promise<Envelope<T>> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      signal,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }), ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiFailure(0, "network", error instanceof Error ? error.message : "network error");
  }
  return readEnvelope<T>(response);
}
