/**
 * A local HTTP server for tests that fetch feeds or images: each path answers what its handler writes.
 * Binds 127.0.0.1 on a free port; `close()` also ends open connections (a test may leave one hanging).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface HttpFixture {
  origin: string;
  /** Requests per path, to check how often something was fetched. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startHttpFixture(routes: Record<string, FixtureHandler>): Promise<HttpFixture> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fixture").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler answering `body` with the given content type. */
export function serve(body: string | Uint8Array, type = "application/xml", status = 200): FixtureHandler {
  return (_request, response) => {
    response.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
    response.end(body);
  };
}
