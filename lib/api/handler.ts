import "server-only";
/**
 * The one wrapper around every route handler (as dub's `withWorkspace`): it checks the host, limits the
 * rate, authenticates, parses the input with the call's zod schemas, resolves the site, refuses
 * cross-site writes that ride on a cookie, and maps every thrown error to the JSON envelope: an `AppError`
 * by its code (`ERROR_STATUS`), anything else as a 503 or 500. A handler receives parsed input, a site
 * and a principal narrowed by the call's access, and only does its own work.
 */
import type { z } from "zod";
import { env } from "../env";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable";
import { describeError, log } from "../log";
import { classifyHost } from "../site/host";
import { resolveApiSite } from "../site/resolve";
import type { Site } from "../site/site";
import { allows, authenticate, type PrincipalFor } from "./auth";
import type { Access, ApiCall } from "./call";
import { AppError, fieldText } from "../app-error";
import { dutchFormatter } from "../i18n/standalone";
import { checkDeclaredLength, DEFAULT_BODY_LIMIT, hasMediaType, readJson, readQuery, validate } from "./input";
import { isSameOriginWrite } from "./origin-check";
import { clientAddress, enforceRateLimit } from "./rate-limit";
import { errorResponse } from "./respond";
import { BUSY_RETRY_AFTER_SECONDS, BusyError, enterWork } from "../server/work-limit";

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface ApiContext<Body, Query, Params, Headers, A extends Access = Access> {
  request: Request;
  body: Body;
  query: Query;
  params: Params;
  headers: Headers;
  /** The site the call speaks for: a partner's own domain, else `partner` on a main host, else the main brand. */
  site: Site;
  /** The caller, narrowed by the call's access: a client for `"client"`, staff for `"staff"`, `"admin"` and `"owner"`. */
  principal: PrincipalFor<A>;
  requestId: string;
}

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && /^[\w.-]{8,64}$/.test(given) ? given : crypto.randomUUID();
}

function partnerOf(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null || !("partner" in input)) return undefined;
  return typeof input.partner === "string" ? input.partner : undefined;
}

function toErrorResponse(error: unknown, request: Request, requestId: string): Response {
  if (error instanceof AppError) return errorResponse(error.code, error.message, { fields: error.fields, headers: error.headers });
  if (error instanceof BusyError) return toErrorResponse(new AppError("unavailable", "busy", { headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } }), request, requestId);
  // The client went away in the middle of its body ("aborted", ECONNRESET): nobody reads the answer,
  // and it is neither a database fault nor a bug.
  if (request.signal.aborted) {
    log("info", "api_client_gone", { request_id: requestId, method: request.method, path: new URL(request.url).pathname });
    return errorResponse("bad_request", new AppError("bad_request", "requestNotProcessed").message);
  }
  const unavailable = isDatabaseUnavailable(error);
  log("error", unavailable ? "api_database_unavailable" : "api_error", {
    request_id: requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    ...describeError(error),
  });
  return unavailable
    ? toErrorResponse(new AppError("unavailable", "databaseUnavailable", { headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } }), request, requestId)
    : errorResponse("internal", new AppError("internal", "internal").message, { requestId });
}

export function withApi<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Params extends z.ZodType | undefined,
  Headers extends z.ZodType | undefined = undefined,
  A extends Access = "public",
>(
  call: ApiCall<Body, Query, Params, Headers, z.ZodType | undefined, A>,
  handler: (context: ApiContext<Infer<Body>, Infer<Query>, Infer<Params>, Infer<Headers>, A>) => Response | Promise<Response>,
): (request: Request, context?: RouteContext) => Promise<Response> {
  return async function route(request, context) {
    const requestId = requestIdOf(request);
    let response: Response;
    try {
      const host = request.headers.get("host") ?? new URL(request.url).host;
      if (classifyHost(host, env().MAIN_HOSTS).kind === "unknown") throw new AppError("not_found", "unknownSite");
      if (call.rateLimit) await enforceRateLimit(call.rateLimit, clientAddress(request));

      const principal = await authenticate(request);
      if (!allows(call.access ?? "public", principal)) {
        throw principal.kind === "guest" ? new AppError("unauthorized", "loginRequired") : new AppError("forbidden", "forbidden");
      }
      if (principal.kind !== "guest" && principal.via === "session" && !isSameOriginWrite(request)) {
        throw new AppError("forbidden", "crossSite");
      }

      let params: unknown;
      if (call.params) {
        try {
          params = validate(call.params, (await context?.params) ?? {});
        } catch {
          throw new AppError("not_found", "notFound");
        }
      }
      const headers = call.headers ? validate(call.headers, Object.fromEntries(request.headers)) : undefined;
      const query = call.query ? validate(call.query, readQuery(request)) : undefined;
      if (call.rawBody) {
        // The handler streams the body itself; only its type and declared size are checked here.
        if (!hasMediaType(request, call.rawBody.mediaTypes)) throw new AppError("unsupported_media_type", "sendAs", { values: { types: dutchFormatter.list(call.rawBody.mediaTypes, { type: "disjunction" }) } });
        checkDeclaredLength(request, call.bodyLimit ?? DEFAULT_BODY_LIMIT);
      }
      const body = call.body ? validate(call.body, await readJson(request, call.bodyLimit), call.form ? "unprocessable" : "bad_request") : undefined;

      const partner = call.partnerSelectsSite === false ? undefined : partnerOf(body ?? query);
      const site = await resolveApiSite(host, partner);
      if (!site) throw partner ? new AppError("not_found", "unknownPartner", { fields: { partner: [fieldText("fieldUnknownPartner")] } }) : new AppError("not_found", "unknownSite");

      const release = call.work ? await enterWork(call.work) : null;
      try {
        response = await handler({
          request,
          body: body as Infer<Body>,
          query: query as Infer<Query>,
          params: params as Infer<Params>,
          headers: headers as Infer<Headers>,
          site,
          principal: principal as PrincipalFor<A>, // `allows` above refused every other caller
          requestId,
        });
      } finally {
        release?.();
      }
    } catch (error) {
      response = toErrorResponse(error, request, requestId);
    }
    response.headers.set("X-Request-Id", requestId);
    return response;
  };
}
