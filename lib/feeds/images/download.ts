/**
 * Downloading one image a feed names, with limits: http and https only; the host's addresses resolved
 * and every one checked (no private, loopback, link-local, multicast or reserved address; loopback only
 * when allowed, for tests), and the connection made to the checked address itself, so a DNS answer
 * cannot change in between; at most 3 redirects, each checked again; at most `maxBytes` (reading stops
 * there); a time limit for the whole download. The content must be a JPEG, PNG or WebP by its first
 * bytes, whatever the name or the Content-Type say.
 */
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

/** Why a download failed; `permanent`: trying again cannot help (a 404, a private address, not an image). */
export class ImageDownloadError extends Error {
  override name = "ImageDownloadError";
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4]] as const) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [["::", 128], ["64:ff9b::", 96], ["100::", 64], ["2001:db8::", 32], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8]] as const) blocked.addSubnet(net, prefix, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** True when the address may be fetched. IPv4-mapped IPv6 addresses are judged by their IPv4 part. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain) === 6 ? "ipv6" : "ipv4";
  if (loopback.check(plain, family)) return allowLoopback;
  return !blocked.check(plain, family);
}

export type ImageType = "jpeg" | "png" | "webp";

/** The image type by the content's first bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && Buffer.from(bytes.subarray(0, 4)).toString("latin1") === "RIFF" && Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP") return "webp";
  return null;
}

export interface DownloadOptions {
  allowLoopback?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
}

/** A DNS lookup for the HTTP client that answers only with a checked address. */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true })
      .then((addresses) => {
        // Every address must be allowed: a host that also names a private address is refused whole.
        const refused = addresses.find((entry) => !isPublicAddress(entry.address, allowLoopback));
        if (refused || addresses.length === 0) throw new ImageDownloadError(`${hostname} wijst naar een niet-openbaar adres`, true);
        const chosen = addresses[0]!;
        if ((options as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      })
      .catch((error: unknown) => callback(error instanceof Error ? (error as NodeJS.ErrnoException) : new Error(String(error)), "", 4));
  };
}

function requestOnce(url: URL, options: Required<DownloadOptions>, signal: AbortSignal): Promise<{ redirect: string } | { body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A literal address in the URL is checked here (no lookup happens for it).
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !isPublicAddress(host, options.allowLoopback)) {
      reject(new ImageDownloadError(`${host} is geen openbaar adres`, true));
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, { lookup: checkedLookup(options.allowLoopback), signal, headers: { accept: "image/jpeg, image/png, image/webp" } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        resolve({ redirect: response.headers.location });
        return;
      }
      if (status !== 200) {
        response.resume();
        reject(new ImageDownloadError(`${url.host} antwoordde ${status}`, status >= 400 && status < 500 && status !== 408 && status !== 429));
        return;
      }
      if (Number(response.headers["content-length"] ?? 0) > options.maxBytes) {
        response.destroy();
        reject(new ImageDownloadError(`groter dan ${options.maxBytes / 1024 / 1024} MB`, true));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > options.maxBytes) {
          // Stop reading at the limit, whatever the server declared.
          response.destroy();
          reject(new ImageDownloadError(`groter dan ${options.maxBytes / 1024 / 1024} MB`, true));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ body: Buffer.concat(chunks) }));
      response.on("error", (error) => reject(error));
    });
    request.on("error", (error) => reject(error));
  });
}

/** The image's bytes and type; throws `ImageDownloadError`. */
export async function downloadImage(location: string, options: DownloadOptions = {}): Promise<{ bytes: Buffer; type: ImageType }> {
  const limits = { allowLoopback: options.allowLoopback ?? false, maxBytes: options.maxBytes ?? IMAGE_MAX_BYTES, timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw new ImageDownloadError("geen geldige URL", true);
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new ImageDownloadError("alleen http- en https-adressen", true);
    let answer: Awaited<ReturnType<typeof requestOnce>>;
    try {
      answer = await requestOnce(url, limits, signal);
    } catch (error) {
      if (error instanceof ImageDownloadError) throw error;
      if (signal.aborted) throw new ImageDownloadError(`niet binnen ${limits.timeoutMs / 1000} seconden geladen`, false);
      throw new ImageDownloadError(`${url.host} is niet bereikbaar`, false);
    }
    if ("body" in answer) {
      const type = sniffImageType(answer.body);
      if (!type) throw new ImageDownloadError("geen JPEG-, PNG- of WebP-afbeelding", true);
      return { bytes: answer.body, type };
    }
    if (hop >= MAX_REDIRECTS) throw new ImageDownloadError("te veel doorverwijzingen", true);
    url = new URL(answer.redirect, url);
  }
}
