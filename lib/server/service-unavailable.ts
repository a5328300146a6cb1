/**
 * 503 pages the production server (scripts/serve.mts) writes itself, in plain HTML with Retry-After:
 * - a page whose render failed because the database does not answer, or because the instance refused
 *   more expensive work, instead of Next's 500 with an empty body (its error page appears only once
 *   scripts run): a crawler comes back later instead of dropping the page, and a visitor without
 *   scripts reads what happened (lib/server/render-faults.ts knows which renders failed how);
 * - a search page refused before it is rendered because too many are in flight (lib/server/work-limit.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import messages from "../../messages/nl.json";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import { securityHeaderRecord } from "../security/headers";
import { plainPage } from "./plain-page";
import { forgetRender, nextRenderId, renderFault, RENDER_HEADER, type RenderFault } from "./render-faults";
import { BUSY_RETRY_AFTER_SECONDS } from "./work-limit";

const TEXTS: Record<RenderFault, { text: string; retryAfter: number }> = {
  database: { text: messages.errors.unavailableText, retryAfter: DATABASE_RETRY_AFTER_SECONDS },
  busy: { text: messages.errors.busyText, retryAfter: BUSY_RETRY_AFTER_SECONDS },
};

/** The page asked for, with its query (a search's filters) but without the router's own parameter: what "try again" opens. */
function retryPathOf(request: IncomingMessage): string {
  const url = new URL(request.url ?? "/", "http://site.invalid");
  url.searchParams.delete("_rsc");
  return `${url.pathname}${url.search}`;
}

function serviceUnavailablePage(fault: RenderFault, retryPath: string): string {
  const { errors } = messages;
  const links = [
    { href: retryPath, label: errors.retry },
    { href: "/", label: errors.backHome },
  ];
  // A busy instance is free again in seconds: the page tries again by itself after Retry-After.
  return plainPage(errors.errorTitle, TEXTS[fault].text, links, fault === "busy" ? { refreshSeconds: TEXTS.busy.retryAfter, refreshPath: retryPath } : undefined);
}

function headersFor(fault: RenderFault): Record<string, string> {
  return { ...securityHeaderRecord(), "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(TEXTS[fault].retryAfter) };
}

/** Answers 503 at once (a request refused before it reached Next). */
export function answerServiceUnavailable(fault: RenderFault, request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(503, headersFor(fault));
  response.end(request.method === "HEAD" ? undefined : serviceUnavailablePage(fault, retryPathOf(request)));
}

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Wraps Next's request handler: numbers each page request and, should Next answer it with a 500 after a
 * database fault or a refusal of work, answers 503 with the page instead (Next's own output is then
 * dropped). Whatever comes first (the head, a chunk, the end) decides. API answers pass untouched:
 * the API wrapper answers those faults itself.
 */
export function withServiceUnavailablePages(handle: Handler): Handler {
  return (request, response) => {
    delete request.headers[RENDER_HEADER];
    const url = request.url ?? "/";
    if (url.startsWith("/api/") || url.startsWith("/_next/")) return handle(request, response);
    const id = nextRenderId();
    request.headers[RENDER_HEADER] = id;
    response.once("close", () => forgetRender(id));
    const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
    const write = response.write as (...args: unknown[]) => boolean;
    const end = response.end as (...args: unknown[]) => ServerResponse;
    let replaced = false;
    /** True once the answer is (now) the 503 page. */
    const replaceIfFaulted = (statusCode: number): boolean => {
      if (replaced) return true;
      const fault = statusCode === 500 && !response.headersSent ? renderFault(id) : undefined;
      if (!fault) return false;
      replaced = true;
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      writeHead.call(response, 503, headersFor(fault));
      if (request.method !== "HEAD") write.call(response, serviceUnavailablePage(fault, retryPathOf(request)));
      return true;
    };
    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      return replaceIfFaulted(statusCode) ? this : writeHead.call(this, statusCode, ...rest);
    } as typeof response.writeHead;
    response.write = function (this: ServerResponse, ...args: unknown[]) {
      return replaceIfFaulted(this.statusCode) ? true : write.apply(this, args);
    } as typeof response.write;
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      if (!replaceIfFaulted(this.statusCode)) return end.apply(this, args);
      return end.call(this, args.find((arg) => typeof arg === "function"));
    } as typeof response.end;
    return handle(request, response);
  };
}
