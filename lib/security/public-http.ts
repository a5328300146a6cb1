/**
 * HTTP requests to URLs that others choose (a feed source's URL an admin enters, the image URLs a feed
 * lists), kept to the public internet so the server cannot be used to reach its own network (SSRF):
 * http and https only; a literal address is judged as written (WHATWG URL parsing has already turned
 * numeric spellings such as 2852039166 or 0x7f.1 into dotted form); a name's DNS answers are all
 * checked, and the connection goes to a checked address itself (the HTTP client connects through the
 * checked lookup), so a second DNS answer cannot swap in another address (DNS rebinding); at most 3
 * redirects, each hop checked again. Refused: loopback (unless allowed, for tests), private,
 * link-local, CGNAT, multicast, unspecified, documentation and reserved ranges, and every IPv6 form
 * that carries such an IPv4 address; by their spelling alone, before any DNS answer, the names of this
 * machine and of private networks (`localhost.`, `metadata.google.internal`, one-word names) and a URL
 * whose user name or password could be read as its host by another parser. Callers word the failures
 * (`PublicHttpError.reason`) themselves.
 */
import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export const MAX_REDIRECTS = 3;
/** How long registration waits for a name's DNS answer before leaving the check to the request. */
const REGISTRATION_LOOKUP_MS = 5_000;

export type PublicHttpFailure = "url" | "protocol" | "not-public" | "redirects" | "unreachable" | "timeout" | "interrupted" | "too-large";

/** Why a request failed; `hostname` is the host of the hop it failed at, `redirected` whether that hop came from a redirect. */
export class PublicHttpError extends Error {
  override name = "PublicHttpError";
  constructor(
    readonly reason: PublicHttpFailure,
    readonly hostname: string,
    readonly redirected = false,
  ) {
    super(`${reason}: ${hostname}`);
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4]] as const) blocked.addSubnet(net, prefix, "ipv4");
// ::/96 (unspecified and IPv4-compatible), NAT64, discard, Teredo and 6to4 (both carry an IPv4 address), documentation, unique local, link-local, multicast.
for (const [net, prefix] of [["::", 96], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 32], ["2001:db8::", 32], ["2002::", 16], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8]] as const) blocked.addSubnet(net, prefix, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** True when the address may be fetched. BlockList judges IPv4-mapped IPv6 (::ffff:a.b.c.d, ::ffff:7f00:1) by the IPv4 rules. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address) === 6 ? "ipv6" : "ipv4";
  if (loopback.check(address, family)) return allowLoopback;
  return !blocked.check(address, family);
}

/** The URL's host without the brackets of an IPv6 address ([::1] → ::1). */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/** The URL's host as an address when it is one, else null (a name). */
function literalAddress(url: URL): string | null {
  return isIP(bareHost(url)) ? bareHost(url) : null;
}

/** Names of this machine: localhost and every name below it (RFC 6761). */
const LOOPBACK_NAME = /^(?:.+\.)?localhost$/;
/**
 * Names that never lead to the public internet, whatever a DNS server answers today: one-word names (a
 * resolver's search domain makes them hosts of the local network: `metadata`, `redis`), the
 * private-use top-level names (RFC 6762 appendix G; `.internal` is the cloud metadata servers'
 * `metadata.google.internal`), mDNS's `.local` and `.arpa`.
 */
const PRIVATE_NAME = /(?:^[^.]+|\.(?:internal|local|localdomain|lan|home|corp|intranet|private|arpa))$/;
/** In a user name or password: what ends a host for other URL parsers (`http://127.0.0.1%2f@example.com/`). */
const HOST_DELIMITER = /[/\\?#@]/;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Whether the URL's host may be public by its spelling alone, before any DNS lookup: a literal address
 * by `isPublicAddress` (WHATWG URL parsing has turned `0x7f.1`, `2852039166` and `127.1` into dotted
 * form and `[0:0::1]` into `::1`); a name, its trailing dots dropped (`localhost.` is localhost), not a
 * loopback name (unless allowed) nor a private one; no user name or password that holds /, \, ?, # or
 * @, even percent-encoded. The one rule for registration and for every fetch and redirect hop.
 */
function isPublicHostSpelling(url: URL, allowLoopback: boolean): boolean {
  if (HOST_DELIMITER.test(decoded(url.username)) || HOST_DELIMITER.test(decoded(url.password))) return false;
  const literal = literalAddress(url);
  if (literal !== null) return isPublicAddress(literal, allowLoopback);
  const name = url.hostname.replace(/\.+$/, "");
  if (LOOPBACK_NAME.test(name)) return allowLoopback;
  return name !== "" && !PRIVATE_NAME.test(name);
}

function isRefused(addresses: LookupAddress[], allowLoopback: boolean): boolean {
  // Every answer must be public: a name that also points into a private network is refused whole.
  return addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address, allowLoopback));
}

/** A DNS lookup for the HTTP client that answers only with checked addresses. */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true })
      .then((addresses) => {
        if (isRefused(addresses, allowLoopback)) throw new PublicHttpError("not-public", hostname);
        // With `all` (Node's happy-eyeballs connect) every checked address may be tried in turn.
        if ((options as { all?: boolean }).all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: unknown) => callback(error instanceof Error ? (error as NodeJS.ErrnoException) : new Error(String(error)), "", 4));
  };
}

// One keep-alive agent per protocol and switch: a pooled connection was always opened through the same checks.
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowLoopback: boolean): http.Agent {
  const key = `${protocol}${allowLoopback}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, timeout: 5_000, lookup: checkedLookup(allowLoopback) };
    agent = protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** The URL if it is a valid http or https URL; throws `PublicHttpError` ("url", "protocol"). */
function httpUrl(location: string | URL, base: URL | undefined): URL {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    throw new PublicHttpError("url", base ? bareHost(base) : "", base !== undefined);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new PublicHttpError("protocol", bareHost(url), base !== undefined);
  return url;
}

/**
 * Whether an admin may register this URL: a literal address as written, a name by all of its DNS
 * answers now; "unresolved" when the name has no answer (yet): the request checks again when it runs.
 */
export async function checkPublicUrl(location: string, allowLoopback: boolean): Promise<"public" | "not-public" | "unresolved"> {
  // Callers validate the URL first; anything else is refused rather than thrown.
  if (!URL.canParse(location) || !/^https?:$/.test(new URL(location).protocol)) return "not-public";
  const url = new URL(location);
  if (!isPublicHostSpelling(url, allowLoopback)) return "not-public";
  if (literalAddress(url) !== null) return "public";
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), REGISTRATION_LOOKUP_MS)));
  try {
    const addresses = await Promise.race([lookup(url.hostname, { all: true, verbatim: true }).catch(() => null), timeout]);
    if (addresses === null || addresses.length === 0) return "unresolved";
    return isRefused(addresses, allowLoopback) ? "not-public" : "public";
  } finally {
    clearTimeout(timer);
  }
}

export interface PublicGetOptions {
  allowLoopback: boolean;
  /** Ends the whole request (every hop and the body) when it aborts. */
  signal: AbortSignal;
  headers?: Record<string, string>;
}

function requestOnce(url: URL, options: PublicGetOptions, redirected: boolean): Promise<IncomingMessage> {
  const hostname = bareHost(url);
  // No lookup happens for a literal address, so it is judged here (a name's addresses by the lookup too).
  if (!isPublicHostSpelling(url, options.allowLoopback)) return Promise.reject(new PublicHttpError("not-public", hostname, redirected));
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, { agent: agentFor(url.protocol, options.allowLoopback), signal: options.signal, headers: options.headers }, resolve);
    request.on("error", (error) => {
      if (error instanceof PublicHttpError) reject(new PublicHttpError(error.reason, error.hostname, redirected));
      else reject(new PublicHttpError(options.signal.aborted ? "timeout" : "unreachable", hostname, redirected));
    });
  });
}

/**
 * GET `location`, following at most 3 redirects, each hop checked. The final answer's status is the
 * caller's to judge; its body must be read (`readBody`) or the response destroyed.
 */
export async function getPublic(location: string, options: PublicGetOptions): Promise<{ url: URL; response: IncomingMessage }> {
  let url = httpUrl(location, undefined);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, options, hop > 0);
    const status = response.statusCode ?? 0;
    const next = response.headers.location;
    if (status < 300 || status >= 400 || !next) return { url, response };
    response.destroy();
    if (hop >= MAX_REDIRECTS) throw new PublicHttpError("redirects", bareHost(url), hop > 0);
    url = httpUrl(next, url);
  }
}

/** The body's chunks, at most `maxBytes`: a larger declared Content-Length is refused before reading, and reading stops at the limit. */
export async function* readBody({ url, response }: { url: URL; response: IncomingMessage }, maxBytes: number, signal: AbortSignal): AsyncGenerator<Buffer> {
  const hostname = bareHost(url);
  try {
    if (Number(response.headers["content-length"] ?? 0) > maxBytes) throw new PublicHttpError("too-large", hostname);
    let received = 0;
    const chunks = response[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = (await chunks.next()) as IteratorResult<Buffer>;
      } catch {
        throw new PublicHttpError(signal.aborted ? "timeout" : "interrupted", hostname);
      }
      if (next.done) return;
      received += next.value.byteLength;
      if (received > maxBytes) throw new PublicHttpError("too-large", hostname);
      yield next.value;
    }
  } finally {
    response.destroy();
  }
}
