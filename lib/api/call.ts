/**
 * An API call's contract, defined once: the route handler validates with it (`withApi`), the OpenAPI
 * document is generated from it, and the fuzz test sends bodies at it. Client-safe (schemas only).
 */
import type { z } from "zod";
import type { ErrorStatus } from "./errors";

export type Method = "get" | "post" | "patch" | "delete";

/**
 * Who may call: anyone, a logged-in client, a CRM user (partner or admin), the main brand's CRM admins
 * only, or the site's operators (INTERNAL_API_TOKEN).
 */
export type Access = "public" | "client" | "staff" | "admin" | "owner" | "operator";

export interface RateLimitRule {
  /** One counter per name and client address. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface ApiCall<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Headers extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
> {
  method: Method;
  /** The OpenAPI path, with `{name}` for path parameters. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** The JSON body (POST, PATCH). */
  body?: Body;
  /**
   * A body that is not JSON (an XML feed of tens of MB): the wrapper checks its media type and declared
   * size, and the handler streams it with `readBodyStream` (never buffered whole).
   */
  rawBody?: { mediaTypes: readonly [string, ...string[]]; description: string };
  /** Query parameters (an object schema: one parameter per property). */
  query?: Query;
  /** Path parameters (an object schema). */
  params?: Params;
  /** Request headers the call reads (an object schema, lower-case names), e.g. `idempotency-key`. */
  headers?: Headers;
  /** The success answer: the whole JSON envelope, or another media type (a file). */
  response: { status?: 200 | 201; description: string; schema?: Response; mediaType?: string };
  /** Statuses this call answers beyond those the wrapper adds (400, 413, 415, 404 site, 429, 500). */
  errors?: ErrorStatus[];
  /**
   * The body's or query's `partner` field chooses the site the answer's links point at (default true
   * when the input has one). False for calls where `partner` means something else.
   */
  partnerSelectsSite?: boolean;
  /** Who may call (default public); the handler's principal is narrowed to match (`PrincipalFor`). */
  access?: A;
  rateLimit?: RateLimitRule;
  /** Largest accepted body in bytes (default 64 kB). */
  bodyLimit?: number;
  /** A form: invalid fields answer 422 (a malformed body is still a 400). */
  form?: boolean;
  /**
   * Expensive work, bounded per instance (lib/server/work-limit.ts): the handler runs in a slot of
   * this kind, and when the slots and the queue are taken the call answers 503 with Retry-After at once.
   */
  work?: "search" | "import";
}

export type AnyApiCall = ApiCall<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;

/**
 * A call's contract, its method and path kept as literal types and its response schema as its own
 * type: the browser client (lib/api/client.ts) derives each call's key, input and answer from them.
 */
export function defineCall<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Headers extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
  M extends Method = Method,
  P extends string = string,
  A extends Access = "public",
>(call: ApiCall<Body, Query, Params, Headers, Response, A> & { method: M; path: P }): ApiCall<Body, Query, Params, Headers, Response, A> & { method: M; path: P } {
  return call;
}
