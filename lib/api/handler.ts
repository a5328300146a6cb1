import "server-only";
/**
 * The one wrapper around every route handler (as dub's `withWorkspace`): it checks the host, limits the
 * rate, authenticates, parses the input with the call's zod schemas, resolves the site, refuses
 * cross-site writes that ride on a cookie, and maps every thrown error to the JSON envelope. A handler
 * receives parsed input and a site, and only does its own work.
 */
import type { z } from "zod";
import { env } from "../env";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable";
import { describeError, log } from "../log";
import { classifyHost } from "../site/host";
import { resolveApiSite } from "../site/resolve";
import type { Site } from "../site/site";
import { allows, authenticate, type Principal } from "./auth";
import type { ApiCall } from "./call";
import { ApiError } from "./errors";
import { checkDeclaredLength, DEFAULT_BODY_LIMIT, hasMediaType, readJson, readQuery, validate } from "./input";
import { isSameOriginWrite } from "./origin-check";
import { clientAddress, enforceRateLimit } from "./rate-limit";
import { errorResponse } from "./respond";
import { BUSY_RETRY_AFTER_SECONDS, BusyError, enterWork } from "../server/work-limit";

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface ApiContext<Body, Query, Params, Headers> {
  request: Request;
  body: Body;
  query: Query;
  params: Params;
  headers: Headers;
  /** The site the call speaks for: a partner's own domain, else `partner` on a main host, else the main brand. */
  site: Site;
  principal: Principal;
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
  if (error instanceof ApiError) return errorResponse(error.code, error.message, { fields: error.fields, headers: error.headers });
  if (error instanceof BusyError) {
    return errorResponse("unavailable", "Het is even erg druk. Probeer het over een paar seconden opnieuw.", { headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } });
  }
  const unavailable = isDatabaseUnavailable(error);
  log("error", unavailable ? "api_database_unavailable" : "api_error", {
    request_id: requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    ...describeError(error),
  });
  return unavailable
    ? errorResponse("unavailable", "De database is tijdelijk niet bereikbaar. Probeer het zo opnieuw.", { headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } })
    : errorResponse("internal", "Er ging iets mis aan onze kant. Probeer het later opnieuw.", { requestId });
}

export function withApi<Body extends z.ZodType | undefined, Query extends z.ZodType | undefined, Params extends z.ZodType | undefined, Headers extends z.ZodType | undefined = undefined>(
  call: ApiCall<Body, Query, Params, Headers>,
  handler: (context: ApiContext<Infer<Body>, Infer<Query>, Infer<Params>, Infer<Headers>>) => Response | Promise<Response>,
): (request: Request, context?: RouteContext) => Promise<Response> {
  return async function route(request, context) {
    const requestId = requestIdOf(request);
    let response: Response;
    try {
      const host = request.headers.get("host") ?? new URL(request.url).host;
      if (classifyHost(host, env().MAIN_HOSTS).kind === "unknown") throw new ApiError("not_found", "Onbekende site");
      if (call.rateLimit) await enforceRateLimit(call.rateLimit, clientAddress(request));

      const principal = await authenticate(request);
      if (!allows(call.access ?? "public", principal)) {
        throw principal.kind === "guest" ? new ApiError("unauthorized", "Log in om verder te gaan") : new ApiError("forbidden", "Dit mag u niet");
      }
      if (principal.kind !== "guest" && principal.via === "session" && !isSameOriginWrite(request)) {
        throw new ApiError("forbidden", "Dit verzoek komt niet van deze site");
      }

      let params: unknown;
      if (call.params) {
        try {
          params = validate(call.params, (await context?.params) ?? {});
        } catch {
          throw new ApiError("not_found", "Niet gevonden");
        }
      }
      const headers = call.headers ? validate(call.headers, Object.fromEntries(request.headers)) : undefined;
      const query = call.query ? validate(call.query, readQuery(request)) : undefined;
      if (call.rawBody) {
        // The handler streams the body itself; only its type and declared size are checked here.
        if (!hasMediaType(request, call.rawBody.mediaTypes)) throw new ApiError("unsupported_media_type", `Stuur de gegevens als ${call.rawBody.mediaTypes.join(" of ")}`);
        checkDeclaredLength(request, call.bodyLimit ?? DEFAULT_BODY_LIMIT);
      }
      const body = call.body ? validate(call.body, await readJson(request, call.bodyLimit), call.form ? "unprocessable" : "bad_request") : undefined;

      const partner = call.partnerSelectsSite === false ? undefined : partnerOf(body ?? query);
      const site = await resolveApiSite(host, partner);
      if (!site) throw new ApiError("not_found", partner ? "Onbekende partner" : "Onbekende site", partner ? { partner: ["onbekende partner"] } : undefined);

      const release = call.work ? await enterWork(call.work) : null;
      try {
        response = await handler({
          request,
          body: body as Infer<Body>,
          query: query as Infer<Query>,
          params: params as Infer<Params>,
          headers: headers as Infer<Headers>,
          site,
          principal,
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
