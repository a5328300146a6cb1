/**
 * The error half of the JSON envelope (DESIGN.md section 5): one code per HTTP status. Code below the
 * routes throws an `AppError` (lib/app-error.ts) with a code; the handler wrapper maps it to its status
 * here, the one place, and writes `{ error: { code, message, fields } }`. Client-safe (no server imports).
 */
import { z } from "zod";

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
export type FieldErrors = Record<string, string[]>;

/** What a status means, for the OpenAPI document. */
export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Bad input: malformed JSON, wrong types or values out of range (see `error.fields`)",
  401: "Not logged in",
  403: "Not allowed (or a cookie-authenticated write from another origin)",
  404: "Not found: an unknown site, partner, place or record",
  405: "Method not allowed",
  409: "Conflict",
  413: "The body is larger than the call allows",
  414: "The address is longer than the site accepts (answered before any call)",
  415: "The body is not JSON (send `Content-Type: application/json`)",
  422: "Invalid form fields (see `error.fields`)",
  429: "Too many requests (see `Retry-After`): the call's own rate limit, or more requests of this client at once than an instance takes",
  500: "Unexpected error; `error.request_id` names it in the logs",
  503: "Try again after `Retry-After` seconds: the database does not answer, or the instance has as much of this call's work in flight, or as many requests waiting, as it takes",
};

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
      message: z.string().meta({ description: "Dutch, for people" }),
      fields: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .meta({ description: "Field path (e.g. `esGeo.region`) -> messages; at most 50 fields" }),
      request_id: z.string().optional().meta({ description: "Present on 500: quote it when reporting the error" }),
    }),
  })
  .meta({ id: "Error" });

