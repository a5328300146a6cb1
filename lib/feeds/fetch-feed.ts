/**
 * A source's feed fetched from its URL for a scheduled (or "run now") import: http and https only, the
 * whole download within a time limit and a size limit, streamed into the parser chunk by chunk. The
 * request is made when the import starts reading, so every failure (refused address, 404, too large,
 * too slow) is a `FeedFormatError`: the run fails with that message and nothing is written.
 * Feed URLs are entered by admins (unlike image URLs, which come from the feeds themselves), so any
 * host is allowed, the main brand's own network included. Messages name the host, never the full URL
 * (a feed URL may carry a token).
 */
import { FEED_BODY_LIMIT } from "./api-calls";
import { FeedFormatError } from "./parser";

export const FEED_FETCH_TIMEOUT_MS = 5 * 60_000;

export interface FeedFetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
}

export async function* fetchFeed(location: string, limits: FeedFetchLimits = {}): AsyncGenerator<Uint8Array> {
  const { timeoutMs = FEED_FETCH_TIMEOUT_MS, maxBytes = FEED_BODY_LIMIT } = limits;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw new FeedFormatError("Het adres van de feed is geen geldige URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FeedFormatError("Een feed wordt alleen via http of https opgehaald");
  const signal = AbortSignal.timeout(timeoutMs);
  const tooSlow = () => new FeedFormatError(`${url.host} leverde de feed niet binnen ${Math.round(timeoutMs / 1000)} seconden`);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: "follow", headers: { accept: "application/xml, text/xml" } });
  } catch {
    throw signal.aborted ? tooSlow() : new FeedFormatError(`${url.host} is niet bereikbaar`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedFormatError(`${url.host} antwoordde ${response.status} op de aanvraag van de feed`);
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  const tooLarge = () => new FeedFormatError(`De feed is groter dan ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = response.body.getReader();
  let received = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw signal.aborted ? tooSlow() : new FeedFormatError(`De verbinding met ${url.host} brak af tijdens het ophalen van de feed`);
      }
      if (chunk.done) return;
      received += chunk.value.byteLength;
      // Stop reading at the limit, whatever the server declared.
      if (received > maxBytes) throw tooLarge();
      yield chunk.value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
