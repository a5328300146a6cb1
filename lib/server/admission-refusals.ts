/**
 * What the production server answers a request the admission refused (lib/server/admission.ts): a
 * client past its share gets 429, a full line 503, both with Retry-After, as the API's error envelope
 * under /api/ and as a plain Dutch page elsewhere (a busy page tries again by itself).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { apiErrorTexts } from "../i18n/standalone";
import { securityHeaderRecord } from "../security/headers";
import type { Refusal } from "./admission";
import { plainPage } from "./plain-page";
import { answerServiceUnavailable } from "./service-unavailable";
import { BUSY_RETRY_AFTER_SECONDS } from "./work-limit";

/** A client past its share of requests in flight may ask again as soon as one of them is answered. */
const CLIENT_RETRY_AFTER_SECONDS = 1;

export function answerRefusal(refusal: Refusal, request: IncomingMessage, response: ServerResponse): void {
  const api = (request.url ?? "/").startsWith("/api/");
  if (refusal === "busy" && !api) return answerServiceUnavailable("busy", request, response);
  const status = refusal === "client" ? 429 : 503;
  const retryAfter = refusal === "client" ? CLIENT_RETRY_AFTER_SECONDS : BUSY_RETRY_AFTER_SECONDS;
  const message = apiErrorTexts(refusal === "client" ? "tooManyAtOnce" : "busy");
  response.writeHead(status, {
    ...securityHeaderRecord(),
    "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": String(retryAfter),
  });
  if (request.method === "HEAD") return void response.end();
  response.end(api ? JSON.stringify({ error: { code: refusal === "client" ? "rate_limited" : "unavailable", message } }) : plainPage(apiErrorTexts("titleTooMany"), message));
}
