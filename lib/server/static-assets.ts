/**
 * The build's hashed static files (`/_next/static/…`: the framework and page scripts, the styles)
 * served from their brotli copies, which scripts/lib/precompress.ts writes after each build at
 * brotli's highest quality, too slow to run per request. Against the gzip Next applies on the fly,
 * a page's scripts are about a sixth smaller, and answering from memory here, before Next's request
 * pipeline, costs a twentieth of the CPU (tests/bench/README.md). A client that does not accept br,
 * a method other than GET or HEAD, and a file without a fresh copy go on to Next as before.
 */
import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import Negotiator from "negotiator";
import type { StaticFileHeaders } from "../security/headers";

export const BROTLI_SUFFIX = ".br";
const STATIC_URL_PREFIX = "/_next/static/";

/** The file types worth compressing, with the Content-Type Next gives them. */
const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};

/** Smaller files gain less than the bytes of their headers. */
const PRECOMPRESS_MIN_BYTES = 1024;

export function isPrecompressible(file: string, size: number): boolean {
  return size >= PRECOMPRESS_MIN_BYTES && Object.hasOwn(PRECOMPRESSED_TYPES, path.extname(file));
}

interface PrecompressedAsset {
  file: string;
  contentType: string;
  etag: string;
  lastModified: string;
}

export type PrecompressedIndex = ReadonlyMap<string, PrecompressedAsset>;

/**
 * The brotli copies under `staticDir` by URL path, read once when the server starts (a new build
 * needs a restart anyway). A copy older than its file is left out, so a stale copy is never served.
 */
export function indexPrecompressed(staticDir: string): PrecompressedIndex {
  const index = new Map<string, PrecompressedAsset>();
  let entries: string[];
  try {
    entries = readdirSync(staticDir, { recursive: true, encoding: "utf8" });
  } catch {
    return index;
  }
  for (const entry of entries) {
    if (!entry.endsWith(BROTLI_SUFFIX)) continue;
    const original = entry.slice(0, -BROTLI_SUFFIX.length);
    const contentType = PRECOMPRESSED_TYPES[path.extname(original)];
    if (!contentType) continue;
    try {
      const copy = statSync(path.join(staticDir, entry));
      if (copy.mtimeMs < statSync(path.join(staticDir, original)).mtimeMs) continue;
      index.set(STATIC_URL_PREFIX + original.split(path.sep).join("/"), {
        file: path.join(staticDir, entry),
        contentType,
        etag: `"br-${copy.size.toString(36)}-${Math.trunc(copy.mtimeMs).toString(36)}"`,
        lastModified: copy.mtime.toUTCString(),
      });
    } catch {
      // The original is gone: leave the copy out.
    }
  }
  return index;
}

/** Whether the client takes brotli (Accept-Encoding with its q-values; no header: no). */
export function acceptsBrotli(request: Pick<IncomingMessage, "headers">): boolean {
  if (!request.headers["accept-encoding"]) return false;
  return new Negotiator(request).encoding(["br", "identity"]) === "br";
}

const bodies = new Map<string, Promise<Buffer>>();

/** A file's bytes, read once: the files are few, small and asked for on every first visit. */
function bodyOf(asset: PrecompressedAsset): Promise<Buffer> {
  let body = bodies.get(asset.file);
  if (!body) {
    body = readFile(asset.file);
    bodies.set(asset.file, body);
    body.catch(() => bodies.delete(asset.file));
  }
  return body;
}

const MEDIA_URL_PREFIX = `${STATIC_URL_PREFIX}media/`;

/**
 * Answers the request from a brotli copy and returns true, or returns false and leaves the request
 * untouched for Next. `fallback` hands the request to Next after all if the copy can no longer be read.
 */
export function servePrecompressed(
  index: PrecompressedIndex,
  request: IncomingMessage,
  response: ServerResponse,
  staticHeaders: StaticFileHeaders,
  fallback: () => void,
): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = request.url ?? "";
  if (!url.startsWith(STATIC_URL_PREFIX)) return false;
  const asset = index.get(url.split("?", 1)[0]!);
  if (!asset || !acceptsBrotli(request)) return false;

  const common = {
    ...(url.startsWith(MEDIA_URL_PREFIX) ? staticHeaders.media : staticHeaders.build),
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: asset.etag,
    "Last-Modified": asset.lastModified,
    Vary: "Accept-Encoding",
  };
  const conditional = request.headers["if-none-match"];
  if (conditional && conditional.split(",").some((tag) => tag.trim() === asset.etag)) {
    response.writeHead(304, common);
    response.end();
    return true;
  }
  bodyOf(asset).then(
    (body) => {
      response.writeHead(200, { ...common, "Content-Type": asset.contentType, "Content-Encoding": "br", "Content-Length": String(body.length) });
      response.end(request.method === "HEAD" ? undefined : body);
    },
    // The copy vanished after the server started: Next serves the file itself.
    fallback,
  );
  return true;
}
