/**
 * Fair admission of requests into Next, per client address (the production server, scripts/serve.mts).
 * Why: Node's one thread takes every request in flight a step further in each turn of its event loop,
 * so a request's wait grows with everything else in flight. 64 connections asking for one cached page
 * made every turn long, and a request that needs many turns (a route's first load, a health check's
 * database round trip) took seconds, ten and more on a slow machine (docs/operations.md, "A flood").
 * So:
 * - at most `inFlight` requests are inside Next at once; the rest wait in line, and a freed place goes
 *   to the waiting client with the fewest requests inside (the first in line among equals), so a
 *   flooding address waits behind its own requests and another client's request is next at once;
 * - a client may hold at most `perClient` requests (in Next and in line together); past that it is
 *   refused (`client`: a 429 with Retry-After), and a browser or a polite crawler never gets there;
 * - at most `queue` requests wait in all; past that a request is refused (`busy`: a 503).
 * Pure bookkeeping, no I/O: the caller answers refusals and releases a place when the answer is done.
 */

/** Paths that never wait in line nor count toward a client's share: a load balancer or Prometheus must see the instance as it is, also under a flood. */
export const UNQUEUED_PATHS: ReadonlySet<string> = new Set(["/api/health", "/api/ready", "/api/metrics"]);

export interface AdmissionBounds {
  /** Requests inside Next at once, from all clients. */
  inFlight: number;
  /** Requests one client address may hold at once (inside Next or waiting). */
  perClient: number;
  /** Requests waiting in all. */
  queue: number;
}

export type Refusal = "client" | "busy";

export interface Ticket {
  /** The request is done or its client went away: frees its place, or leaves the line. Idempotent. */
  leave(): void;
}

interface Client {
  held: number;
  running: number;
  waiting: Array<() => void>;
}

export interface Admission {
  /** Admits `start` now or when its turn comes (it gets the ticket's `leave`), or refuses at once. */
  admit(client: string, start: (leave: () => void) => void): Ticket | Refusal;
  /** Requests inside Next and waiting, for the metrics. */
  load(): { inFlight: number; waiting: number };
}

export function createAdmission(bounds: AdmissionBounds): Admission {
  const clients = new Map<string, Client>();
  /** Clients with someone waiting, in the order their turn comes. */
  const turns: string[] = [];
  let running = 0;
  let waiting = 0;

  const forget = (address: string, client: Client) => {
    if (client.held === 0) clients.delete(address);
  };

  /** The place in `turns` of the waiting client with the fewest requests inside. */
  function fairest(): number {
    let best = 0;
    for (let index = 1; index < turns.length; index++) if (clients.get(turns[index]!)!.running < clients.get(turns[best]!)!.running) best = index;
    return best;
  }

  function next(): void {
    while (running < bounds.inFlight && turns.length > 0) {
      const [address] = turns.splice(fairest(), 1) as [string];
      const client = clients.get(address)!;
      const start = client.waiting.shift()!;
      if (client.waiting.length > 0) turns.push(address);
      waiting--;
      running++;
      start();
    }
  }

  return {
    admit(address, start) {
      const client = clients.get(address) ?? { held: 0, running: 0, waiting: [] };
      if (client.held >= bounds.perClient) return "client";
      const now = running < bounds.inFlight && turns.length === 0;
      if (!now && waiting >= bounds.queue) return "busy";
      clients.set(address, client);
      client.held++;
      let state: "waiting" | "running" | "done" = "waiting";
      const leave = () => {
        if (state === "done") return;
        const was = state;
        state = "done";
        client.held--;
        if (was === "running") {
          running--;
          client.running--;
        } else {
          client.waiting.splice(client.waiting.indexOf(run), 1);
          waiting--;
          if (client.waiting.length === 0) turns.splice(turns.indexOf(address), 1);
        }
        forget(address, client);
        next();
      };
      const run = () => {
        state = "running";
        client.running++;
        start(leave);
      };
      if (now) {
        running++;
        run();
      } else {
        waiting++;
        client.waiting.push(run);
        if (client.waiting.length === 1) turns.push(address);
      }
      return { leave };
    },
    load: () => ({ inFlight: running, waiting }),
  };
}
