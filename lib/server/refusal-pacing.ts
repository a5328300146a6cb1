/**
 * Paces refusals for clients that ignore Retry-After. A search refused because every render slot is
 * taken (lib/server/work-limit.ts) is answered at once. A careless crawler asks again at once too:
 * 64 such connections sent some 2,700 refusals a second, and answering them took the one JavaScript
 * thread from the renders and from everybody's cached pages (tests/bench/README.md). So a connection
 * refused again within the Retry-After window, for the same client address, gets its refusal after
 * `delayMs`: still the same 503, but a careless client then asks about once a second per connection,
 * as a polite one would. Per connection, not per address: a browser's or a test's requests at once
 * each come on their own connection and are all answered at once, and visitors behind one address
 * (an office, a proxy's shared connection) do not wait for each other. Kept on the connection
 * itself (a WeakMap): nothing to bound or clean up.
 */
import { BUSY_RETRY_AFTER_SECONDS } from "./work-limit";

export interface RefusalPacing {
  /** How long to hold this refusal, in ms (0: answer at once); records it. */
  delayFor(connection: object, client: string, now?: number): number;
}

export const REPEAT_REFUSAL_DELAY_MS = 1_000;

export function createRefusalPacing({ windowMs = BUSY_RETRY_AFTER_SECONDS * 1000, delayMs = REPEAT_REFUSAL_DELAY_MS } = {}): RefusalPacing {
  const lastRefusal = new WeakMap<object, { client: string; at: number }>();
  return {
    delayFor(connection, client, now = Date.now()) {
      const last = lastRefusal.get(connection);
      lastRefusal.set(connection, { client, at: now });
      return last !== undefined && last.client === client && now - last.at < windowMs ? delayMs : 0;
    },
  };
}
