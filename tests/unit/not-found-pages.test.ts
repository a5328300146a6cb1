/**
 * The production server's 404 pages (lib/server/not-found-pages.ts) on a real HTTP server, behind the
 * same compression as scripts/serve.mts. The handler writes its answers the two ways Next does: a
 * rendered page streamed (flushHeaders, chunks, end) and a cached one in one `end(payload)`. The
 * e2e test not-found.spec.ts runs the real Next.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDocumentStart, withNotFoundPages } from "@/lib/server/not-found-pages";
import { NOT_FOUND_HEADER } from "@/lib/site/routing";

const EMPTY_404 = '<!DOCTYPE html><html id="__next_error__"><head><title>Pagina niet gevonden</title></head><body></body></html>';
const PAGE_404 = '<!DOCTYPE html><html lang="nl"><head><title>Pagina niet gevonden</title></head><body><h1>Oops! Page not found!</h1></body></html>';

/**
 * Answers like Next: `/empty-*` with the empty 404 document, `/unmatched` with a complete one, and
 * the site's 404 page (a 200 to Next) to the server's second request.
 */
function next(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? "/";
  response.setHeader("Content-Type", path.startsWith("/json") ? "application/json" : "text/html; charset=utf-8");
  response.setHeader("Cache-Control", "s-maxage=300");
  if (request.headers[NOT_FOUND_HEADER]) {
    response.setHeader("Cache-Control", "private, no-store");
    response.statusCode = 200;
    response.setHeader("X-Second", `${request.headers["x-client"] ?? ""} ${request.headers[NOT_FOUND_HEADER]}`);
    response.end(PAGE_404);
    return;
  }
  response.statusCode = path === "/page" ? 200 : 404;
  const body = path.startsWith("/unmatched") ? PAGE_404 : path === "/page" ? "<!DOCTYPE html><html><body>page</body></html>" : path.startsWith("/json") ? '{"error":"nope"}' : EMPTY_404;
  if (path.endsWith("-cached")) {
    response.setHeader("Content-Length", Buffer.byteLength(body));
    response.end(body);
    return;
  }
  // Streamed in small pieces, the first shorter than the marker.
  response.flushHeaders();
  for (let at = 0; at < body.length; at += 10) response.write(Buffer.from(body.slice(at, at + 10)));
  response.end();
}

let server: Server;
let port: number;

beforeAll(async () => {
  const handle = withNotFoundPages(next);
  const compress = compression({ threshold: 0 });
  server = createServer((request, response) => compress(request as never, response as never, () => handle(request, response)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("404 pages in the server's HTML", () => {
  it("reads a document's first bytes: undecided while they could still be Next's empty 404 document", () => {
    expect(readDocumentStart(Buffer.from("<!DOCTYPE html><ht"))).toEqual({ decided: false, empty: false });
    expect(readDocumentStart(Buffer.from(EMPTY_404))).toEqual({ decided: true, empty: true });
    expect(readDocumentStart(Buffer.from("<!DOCTYPE html><html lang"))).toEqual({ decided: true, empty: false });
    expect(readDocumentStart(Buffer.from("{"))).toEqual({ decided: true, empty: false });
  });

  for (const [path, kind] of [["/empty-streamed", "render"], ["/empty-cached", "render"], ["/unmatched", "route"], ["/unmatched-cached", "route"]] as const) {
    it(`answers an HTML 404 (${path}) with the site's 404 page from a second request (${kind}), status 404 and that request's headers`, async () => {
      const response = await get(path, { "x-client": "kept" });
      expect(response.status).toBe(404);
      expect(response.body).toBe(PAGE_404);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["x-second"]).toBe(`kept ${kind}`);
      expect(response.headers["content-length"]).toBeUndefined();
    });
  }

  it("compresses the 404 page like any other answer", async () => {
    const response = await get("/empty-streamed", { "accept-encoding": "gzip" });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("passes every other answer through as it is: pages, JSON, the router's fetches, Next's files and HEAD", async () => {
    expect(await get("/page")).toMatchObject({ status: 200, body: "<!DOCTYPE html><html><body>page</body></html>" });
    expect(await get("/json-streamed")).toMatchObject({ status: 404, body: '{"error":"nope"}' });
    expect(await get("/json-cached")).toMatchObject({ status: 404, body: '{"error":"nope"}' });
    expect(await get("/empty-streamed", { rsc: "1" })).toMatchObject({ status: 404, body: EMPTY_404 });
    expect(await get("/_next/static/chunks/gone-cached")).toMatchObject({ status: 404, body: EMPTY_404 });
    const head = await get("/empty-cached", {}, "HEAD");
    expect(head.status).toBe(404);
    expect(head.headers["cache-control"]).toBe("s-maxage=300");
  });
});
