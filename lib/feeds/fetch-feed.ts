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
import { feedTexts } from "../i18n/standalone";

const FEED_FETCH_TIMEOUT_MS = 5 * 60_000;

export interface FeedFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests only (FEEDS_ALLOW_LOOPBACK): the feed may come from 127.0.0.1 / ::1. */
  allowLoopback?: boolean;
}

function fetchMessage(error: PublicHttpError, host: string, limits: Required<FeedFetchOptions>): string {
  switch (error.reason) {
    case "url":
      return error.redirected ? feedTexts("redirectedInvalid", { host }) : feedTexts("urlInvalid");
    case "protocol":
      return error.redirected ? feedTexts("redirectedProtocol", { host }) : feedTexts("protocol");
    case "not-public":
      if (error.redirected) return feedTexts("redirectedNotPublic", { host });
      return isIP(error.hostname) ? feedTexts("ipNotPublic", { host }) : feedTexts("hostNotPublic", { host });
    case "redirects":
      return feedTexts("redirects", { host, max: MAX_REDIRECTS });
    case "too-large":
      return feedTexts("tooLarge", { megabytes: Math.round(limits.maxBytes / 1024 / 1024) });
    case "timeout":
      return feedTexts("timeout", { host, seconds: Math.round(limits.timeoutMs / 1000) });
    case "unreachable":
      return feedTexts("unreachable", { host });
    case "interrupted":
      return feedTexts("interrupted", { host });
  }
}

/** A failed answer in our words: the kind of failure, not the server's status code or text. */
function statusMessage(status: number, host: string): string {
  if (status === 401 || status === 403) return feedTexts("refused", { host });
  if (status === 404 || status === 410) return feedTexts("unknownAtAddress", { host });
  if (status >= 500) return feedTexts("serverError", { host });
  return feedTexts("noFeed", { host });
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
