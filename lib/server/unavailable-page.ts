/**
 * A page whose render failed because the database does not answer is a 503 with `Retry-After` and a
 * page that says so, in the server's HTML, instead of Next's 500 with an empty body (its error page
 * appears only once scripts run). A crawler then comes back later instead of dropping the page, and a
 * visitor without scripts reads what happened. The production server (scripts/serve.mts) applies it;
 * lib/server/render-faults.ts knows which renders failed on the database.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import messages from "../../messages/nl.json";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import { securityHeaderRecord } from "../security/headers";
import { plainPage } from "./plain-page";
import { failedOnDatabase, forgetRender, nextRenderId, RENDER_HEADER } from "./render-faults";

export function unavailablePage(path: string): string {
  const { errors } = messages;
  return plainPage(errors.errorTitle, errors.unavailableText, [
    { href: path, label: errors.retry },
    { href: "/", label: errors.backHome },
  ]);
}

/**
 * Numbers a page request and, should Next answer it with a 500 after a database fault, answers 503
 * with `unavailablePage` instead (Next's own writes are then dropped). Call just before Next's handler.
 */
export function answerUnavailableOnDatabaseFault(request: IncomingMessage, response: ServerResponse): void {
  const id = nextRenderId();
  request.headers[RENDER_HEADER] = id;
  response.once("close", () => forgetRender(id));
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  const write = response.write as (...args: unknown[]) => boolean;
  const end = response.end as (...args: unknown[]) => ServerResponse;
  let replaced = false;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode !== 500 || !failedOnDatabase(id)) return writeHead.call(this, statusCode, ...rest);
    replaced = true;
    for (const name of this.getHeaderNames()) this.removeHeader(name);
    writeHead.call(this, 503, {
      ...securityHeaderRecord(),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    });
    if (request.method !== "HEAD") write.call(this, unavailablePage((request.url ?? "/").split("?", 1)[0]!));
    return this;
  } as typeof response.writeHead;
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replaced) return true;
    return write.apply(this, args);
  } as typeof response.write;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!replaced) return end.apply(this, args);
    const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    return end.call(this, callback);
  } as typeof response.end;
}
