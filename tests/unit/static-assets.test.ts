import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressStatic } from "../../scripts/lib/precompress";
import { staticFileHeaders } from "../../lib/security/headers";
import { acceptsBrotli, indexPrecompressed, servePrecompressed, type PrecompressedIndex } from "../../lib/server/static-assets";

let root: string;
const staticDir = () => path.join(root, ".next", "static");
const file = (name: string) => path.join(staticDir(), name);
const SCRIPT = `(globalThis.TURBOPACK=[]).push(${JSON.stringify("x".repeat(4000))});\n`.repeat(3);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  mkdirSync(path.join(staticDir(), "chunks"), { recursive: true });
  mkdirSync(path.join(staticDir(), "media"), { recursive: true });
  writeFileSync(file("chunks/app.js"), SCRIPT);
  writeFileSync(file("chunks/app.css"), `.a{color:red}\n`.repeat(200));
  writeFileSync(file("chunks/tiny.js"), "var a=1;");
  writeFileSync(file("media/photo.webp"), Buffer.alloc(4096, 7));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("brotli copies of the build's static files", () => {
  it("writes a copy of each script and style that decompresses to the file, and skips tiny and binary files", async () => {
    expect(await precompressStatic(root)).toBe(2);
    expect(brotliDecompressSync(readFileSync(file("chunks/app.js.br"))).toString()).toBe(SCRIPT);
    expect(statSync(file("chunks/app.js.br")).size).toBeLessThan(SCRIPT.length / 10);
    expect(() => statSync(file("chunks/tiny.js.br"))).toThrow();
    expect(() => statSync(file("media/photo.webp.br"))).toThrow();
  });

  it("keeps fresh copies and rewrites a copy older than its file (the compile hints change root chunks)", async () => {
    await precompressStatic(root);
    expect(await precompressStatic(root)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    writeFileSync(file("chunks/app.js"), `//# allFunctionsCalledOnLoad\n${SCRIPT}`);
    utimesSync(file("chunks/app.js"), later, later);
    expect(await precompressStatic(root)).toBe(1);
    expect(brotliDecompressSync(readFileSync(file("chunks/app.js.br"))).toString()).toBe(`//# allFunctionsCalledOnLoad\n${SCRIPT}`);
  });

  it("does nothing without a build", async () => {
    rmSync(staticDir(), { recursive: true });
    expect(await precompressStatic(root)).toBe(0);
    expect(indexPrecompressed(staticDir()).size).toBe(0);
  });

  it("indexes fresh copies by URL path and leaves out a stale one", async () => {
    await precompressStatic(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file("chunks/app.css"), later, later);
    const index = indexPrecompressed(staticDir());
    expect([...index.keys()]).toEqual(["/_next/static/chunks/app.js"]);
    expect(index.get("/_next/static/chunks/app.js")?.contentType).toBe("application/javascript; charset=UTF-8");
  });
});

describe("which clients get brotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=0.5, gzip", true],
    ["gzip, br;q=0", false],
    ["gzip, deflate", false],
    ["*", true],
    ["identity", false],
    ["", false],
  ])("Accept-Encoding %j: %s", (header, expected) => {
    expect(acceptsBrotli({ headers: header ? { "accept-encoding": header } : {} })).toBe(expected);
  });
});

describe("serving the copies before Next", () => {
  let server: Server;
  let index: PrecompressedIndex;
  let origin: string;

  beforeEach(async () => {
    await precompressStatic(root);
    index = indexPrecompressed(staticDir());
    server = createServer((request, response) => {
      const toNext = () => response.writeHead(200, { "X-Served-By": "next" }).end("next");
      if (!servePrecompressed(index, request, response, staticFileHeaders(), toNext)) toNext();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a browser with the brotli copy, cacheable for a year, with the security headers of every answer", async () => {
    const answer = await get("/_next/static/chunks/app.js?dpl=1", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["permissions-policy"]).toContain("camera=()");
    // A script ignores a policy: it is left off (850 bytes on each script).
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("gives a build image (an SVG may be opened on its own) the policy too", async () => {
    writeFileSync(file("media/icon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
    await precompressStatic(root);
    index = indexPrecompressed(staticDir());
    const image = await get("/_next/static/media/icon.svg", { "accept-encoding": "br" });
    expect(image.headers["content-encoding"]).toBe("br");
    expect(image.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(image.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers a repeated request with its ETag with 304 and no body", async () => {
    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers HEAD with the headers only", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ["a client without brotli", "/_next/static/chunks/app.js", { "accept-encoding": "gzip" }, "GET"],
    ["a file without a copy", "/_next/static/chunks/tiny.js", { "accept-encoding": "br" }, "GET"],
    ["a path outside the static files", "/_next/static/../../package.json", { "accept-encoding": "br" }, "GET"],
    ["a page", "/demo/search", { "accept-encoding": "br" }, "GET"],
    ["a POST", "/_next/static/chunks/app.js", { "accept-encoding": "br" }, "POST"],
  ] as const)("leaves %s to Next", async (_name, url, headers, method) => {
    const answer = await get(url, headers, method);
    expect(answer.headers["x-served-by"]).toBe("next");
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });

  it("hands the request to Next when the copy can no longer be read", async () => {
    rmSync(file("chunks/app.js.br"));
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    expect(answer.headers["x-served-by"]).toBe("next");
    expect(answer.body.toString()).toBe("next");
  });

  async function get(url: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${origin}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on("error", reject);
      request.end();
    });
  }
});

