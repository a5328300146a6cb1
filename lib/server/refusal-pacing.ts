/**
 * Paces refusals for clients that ignore Retry-After. A search refused because every render slot is
 * taken (lib/server/work-limit.ts) is answered at once. A careless crawler asks again at once too:
 * 64 such connections sent some 2,700 refusals a second, and answering them took the one JavaScript
 * thread from the renders and from everybody's cached pages (tests/bench/README.md). So a client
 * (by address) refused again within the Retry-After window gets its refusal after `delayMs`: still
 * the same 503, but a careless client then asks about once a second per connection, as a polite one
 * would. Memory is bounded: the most recent `maxClients` addresses.
 */
import { BUSY_RETRY_AFTER_SECONDS } from "./work-limit";

export interface RefusalPacing {
  /** How long to hold this client's refusal, in ms (0: answer at once); records the refusal. */
  delayFor(client: string, now?: number): number;
}

export interface RefusalPacingOptions {
  windowMs?: number;
  delayMs?: number;
  maxClients?: number;
}

export const REPEAT_REFUSAL_DELAY_MS = 1_000;

export function createRefusalPacing({ windowMs = BUSY_RETRY_AFTER_SECONDS * 1000, delayMs = REPEAT_REFUSAL_DELAY_MS, maxClients = 10_000 }: RefusalPacingOptions = {}): RefusalPacing {
  // Insertion order is recency order: a refused client is moved to the end, the oldest dropped first.
  const lastRefused = new Map<string, number>();
  return {
    delayFor(client, now = Date.now()) {
      const last = lastRefused.get(client);
      lastRefused.delete(client);
      lastRefused.set(client, now);
      if (lastRefused.size > maxClients) lastRefused.delete(lastRefused.keys().next().value!);
      return last !== undefined && now - last < windowMs ? delayMs : 0;
    },
  };
}
