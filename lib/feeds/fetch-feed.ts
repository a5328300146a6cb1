/**
 * A source's feed fetched from its URL for a scheduled (or "run now") import, with the limits of
 * lib/security/public-http.ts (http and https, public addresses only, checked on the address connected
 * and on every redirect hop, at most 3; loopback only when allowed, for tests), the whole download within
 * a time limit and a size limit, streamed into the parser chunk by chunk. The request is made when the
 * import starts reading, so every failure (refused address, 404, too large, too slow) is a
 * `FeedFormatError`: the run fails with that message and nothing is written. Messages are our own
 * words: they name the host of the source's URL, never the full URL (it may carry a token), a
 * redirect's target or anything the server answered (status codes only as a kind of failure), so a
 * run report cannot be used to look into other servers.
 */
import { isIP } from "node:net";
import { getPublic, MAX_REDIRECTS, PublicHttpError, readBody } from "../security/public-http";
import { FEED_BODY_LIMIT } from "./api-calls";
import { FeedFormatError } from "./parser";

const FEED_FETCH_TIMEOUT_MS = 5 * 60_000;

export interface FeedFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests only (FEEDS_ALLOW_LOOPBACK): the feed may come from 127.0.0.1 / ::1. */
  allowLoopback?: boolean;
}

const PUBLIC_ONLY = "een feed wordt alleen van het openbare internet opgehaald";

function fetchMessage(error: PublicHttpError, host: string, limits: Required<FeedFetchOptions>): string {
  switch (error.reason) {
    case "url":
      return error.redirected ? `${host} verwees door naar een ongeldig adres` : "Het adres van de feed is geen geldige URL";
    case "protocol":
      return error.redirected ? `${host} verwees door naar een adres dat niet met http of https begint` : "Een feed wordt alleen via http of https opgehaald";
    case "not-public":
      if (error.redirected) return `${host} verwees door naar een adres dat niet openbaar is; ${PUBLIC_ONLY}`;
      return isIP(error.hostname) ? `${host} is geen openbaar adres; ${PUBLIC_ONLY}` : `${host} wijst naar een niet-openbaar adres; ${PUBLIC_ONLY}`;
    case "redirects":
      return `${host} verwees meer dan ${MAX_REDIRECTS} keer door`;
    case "too-large":
      return `De feed is groter dan ${Math.round(limits.maxBytes / 1024 / 1024)} MB`;
    case "timeout":
      return `${host} leverde de feed niet binnen ${Math.round(limits.timeoutMs / 1000)} seconden`;
    case "unreachable":
      return `${host} is niet bereikbaar`;
    case "interrupted":
      return `De verbinding met ${host} brak af tijdens het ophalen van de feed`;
  }
}

/** A failed answer in our words: the kind of failure, not the server's status code or text. */
function statusMessage(status: number, host: string): string {
  if (status === 401 || status === 403) return `${host} weigerde de feed; controleer het adres (en de sleutel erin, als die er is)`;
  if (status === 404 || status === 410) return `${host} kent de feed op dit adres niet`;
  if (status >= 500) return `De server van de feed (${host}) gaf een fout`;
  return `${host} gaf geen feed terug`;
}

export async function* fetchFeed(location: string, options: FeedFetchOptions = {}): AsyncGenerator<Uint8Array> {
  const limits = { timeoutMs: options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS, maxBytes: options.maxBytes ?? FEED_BODY_LIMIT, allowLoopback: options.allowLoopback ?? false };
  const host = URL.canParse(location) ? new URL(location).host : "";
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const answer = await getPublic(location, { allowLoopback: limits.allowLoopback, signal, headers: { accept: "application/xml, text/xml" } });
    const status = answer.response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      answer.response.destroy();
      throw new FeedFormatError(statusMessage(status, host));
    }
    yield* readBody(answer, limits.maxBytes, signal);
  } catch (error) {
    throw error instanceof PublicHttpError ? new FeedFormatError(fetchMessage(error, host, limits)) : error;
  }
}
