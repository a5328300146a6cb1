/**
 * 404 pages in the server's HTML, in their site's colours. Next.js answers a `notFound()` thrown while
 * a page renders (an unknown partner, project, place or content page) with status 404 and an empty
 * document, `<html id="__next_error__">`, whose body only the browser's script draws
 * (vercel/next.js#62228: React renders no error boundary on the server). A URL that no route matches
 * gets the static root 404 page instead: complete, but outside the site's colours, and its scripts
 * carry no nonce for the page's policy. The production server (scripts/serve.mts) therefore holds
 * back an HTML 404 until its first bytes show which of the two it is, and asks Next once more for the
 * same request with NOT_FOUND_HEADER (`render` or `route`), which the routing rules send to that
 * site's 404 page (app/page-not-found/[site], an ordinary page rendered per request); that answer
 * goes out instead, with status 404.
 */
import { IncomingMessage, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { NOT_FOUND_HEADER } from "../site/routing";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Callback = (error?: Error | null) => void;

/** How Next's empty 404 document begins. */
const EMPTY_DOCUMENT = Buffer.from('<!DOCTYPE html><html id="__next_error__">');

/** `decided`: whether the start of a body says what it is yet; `empty`: whether it is Next's empty 404 document. */
export function readDocumentStart(start: Buffer): { decided: boolean; empty: boolean } {
  const length = Math.min(start.length, EMPTY_DOCUMENT.length);
  const matches = start.subarray(0, length).equals(EMPTY_DOCUMENT.subarray(0, length));
  return { decided: !matches || start.length >= EMPTY_DOCUMENT.length, empty: matches && start.length >= EMPTY_DOCUMENT.length };
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  // A copy: the writer may reuse its memory once `write` has returned.
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0);
}

/** Why a page request answered 404: a page's own check failed while rendering, or no route matched. */
type NotFoundKind = "render" | "route";

/** The same request again, with the header that asks for the site's 404 page. */
function askAgain(request: IncomingMessage, headers: IncomingHttpHeaders, kind: NotFoundKind): IncomingMessage {
  const again = new IncomingMessage(request.socket);
  again.method = request.method;
  again.url = request.url;
  again.httpVersion = request.httpVersion;
  again.httpVersionMajor = request.httpVersionMajor;
  again.httpVersionMinor = request.httpVersionMinor;
  again.headers = { ...headers, [NOT_FOUND_HEADER]: kind };
  again.rawHeaders = Object.entries(again.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((each) => [name, each]) : [name, String(value)]));
  again.push(null);
  return again;
}

/**
 * Wraps Next's request handler: a page request (GET, not the router's RSC fetch) that Next answers
 * with an HTML 404 is answered with the site's 404 page instead. Any other answer passes untouched.
 */
export function withNotFoundPages(handle: Handler): Handler {
  return (request, response) => {
    const page = request.method === "GET" && request.headers.rsc === undefined && !request.url?.startsWith("/_next/");
    if (!page || request.headers[NOT_FOUND_HEADER] !== undefined) return handle(request, response);
    // As the client sent them: Next adds the proxy's request headers to this object.
    const requestHeaders = { ...request.headers };
    const headersBefore = response.getHeaders();
    const own = { flushHeaders: response.flushHeaders, write: response.write, end: response.end };
    let state: "open" | "holding" | "passed" | "replaced" = "open";
    let kind: NotFoundKind = "route";
    const held: Buffer[] = [];

    const isHtml404 = () => response.statusCode === 404 && /^text\/html/.test(String(response.getHeader("content-type") ?? ""));
    const restore = () => {
      state = "passed";
      Object.assign(response, own);
    };
    /** Drops Next's answer and asks again, for the site's 404 page. */
    const replace = () => {
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      for (const [name, value] of Object.entries(headersBefore)) if (value !== undefined) response.setHeader(name, value);
      // A fresh answer to Next: it would take a 404 already set for its own not-found rendering.
      response.statusCode = 200;
      // Both renders listen for the answer's end ("close", "finish"): twice Next's usual number, no leak.
      response.setMaxListeners(2 * response.getMaxListeners());
      restore();
      const writeHead = response.writeHead;
      response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
        // The 404 page is an ordinary page to Next (200); an error while drawing it keeps its own status.
        if (args[0] === 200) args[0] = 404;
        return writeHead.apply(this, args);
      } as ServerResponse["writeHead"];
      handle(askAgain(request, requestHeaders, kind), response);
    };
    /** Holds a chunk back until the body's first bytes say which 404 it is (then nothing more is kept). */
    const hold = (chunk: Buffer, ending: boolean) => {
      held.push(chunk);
      const start = readDocumentStart(Buffer.concat(held));
      if (!start.decided && !ending) return;
      kind = start.empty ? "render" : "route";
      state = "replaced";
      held.length = 0;
    };
    /** On the answer's first output: hold it back if it is an HTML 404, else let everything through. */
    const begin = () => {
      if (state !== "open") return;
      if (isHtml404() && !response.headersSent) state = "holding";
      else restore();
    };

    response.flushHeaders = function (this: ServerResponse) {
      begin();
      if (state === "passed") own.flushHeaders.call(this);
    };
    response.write = function (this: ServerResponse, ...args: Parameters<ServerResponse["write"]>) {
      begin();
      if (state === "passed") return own.write.apply(this, args);
      const [chunk, encoding, callback] = args as unknown[];
      if (state === "holding") hold(toBuffer(chunk, encoding), false);
      const done = [encoding, callback].find((each) => typeof each === "function") as Callback | undefined;
      if (done) process.nextTick(done);
      return true;
    } as ServerResponse["write"];
    response.end = function (this: ServerResponse, ...args: Parameters<ServerResponse["end"]>) {
      begin();
      if (state === "passed") return own.end.apply(this, args);
      const [chunk, encoding] = args as unknown[];
      const done = args.find((each) => typeof each === "function") as Callback | undefined;
      if (state === "holding") hold(toBuffer(chunk, encoding), true);
      // Next waits for its answer to finish: it does once the 404 page has gone out.
      replace();
      if (done) response.once("finish", () => done());
      return this;
    } as ServerResponse["end"];

    handle(request, response);
  };
}
