/**
 * Bounds on the expensive work one instance does at a time, so that a flood of it (a crawler walking
 * filter combinations, a scraper) cannot stall everything else: a search page rendered per request
 * costs about 75 ms of CPU, and 64 of them at once left a cached page unanswered for 8 s. Each kind of
 * work has a limit in flight and a short queue; beyond both, the work is refused at once (`BusyError`,
 * a 503 with Retry-After) instead of waiting behind the others. Cached pages, cached API answers,
 * health and readiness never take a slot.
 *
 * - `render`: search pages with a filter or a text query whose page is not known to be in the page
 *   cache (lib/server/cached-searches.ts), gated by the production server (scripts/serve.mts) before
 *   Next sees the request;
 * - `search`: the catalogue's search and suggestion queries when they miss the cache (the API's, and
 *   those of the pages);
 * - `import`: feed imports started from the web (one at a time per instance).
 * Kept on globalThis: the server bundle and Next's route bundles share the process, not modules.
 */
import { env } from "../env";
import { metrics } from "../observability/metrics";

export type WorkKind = "render" | "search" | "import";

/** How long a refused caller should wait before trying again, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export class BusyError extends Error {
  override name = "BusyError";
  constructor(readonly kind: WorkKind) {
    super(`too much ${kind} work in flight`);
  }
}

export interface WorkBound {
  /** At most this many in flight. */
  limit: number;
  /** At most this many waiting for a slot; more are refused at once. */
  queue: number;
}

interface Gate extends WorkBound {
  inFlight: number;
  waiting: (() => void)[];
}

const state = globalThis as unknown as { __costaWorkGates?: Map<WorkKind, Gate> };
const gates = (state.__costaWorkGates ??= new Map<WorkKind, Gate>());

/** The bound of each kind: renders and searches from the settings (EXPENSIVE_WORK_LIMIT, EXPENSIVE_WORK_QUEUE), imports one at a time. */
export function settingsBound(kind: WorkKind): WorkBound {
  if (kind === "import") return { limit: 1, queue: 0 };
  const { EXPENSIVE_WORK_LIMIT, EXPENSIVE_WORK_QUEUE } = env();
  return { limit: EXPENSIVE_WORK_LIMIT, queue: EXPENSIVE_WORK_QUEUE };
}

/** Sets a kind's bound (tests set their own; otherwise the settings' apply from first use). */
export function boundWork(kind: WorkKind, bound: WorkBound): void {
  const gate = gates.get(kind);
  if (gate) Object.assign(gate, bound);
  else gates.set(kind, { ...bound, inFlight: 0, waiting: [] });
}

function gateOf(kind: WorkKind): Gate {
  if (!gates.has(kind)) boundWork(kind, settingsBound(kind));
  return gates.get(kind)!;
}

/**
 * A slot for one piece of work: resolves with its release function once it may run, or throws
 * `BusyError` at once when the limit and the queue are full. Call the release exactly once.
 */
export async function enterWork(kind: WorkKind): Promise<() => void> {
  const gate = gateOf(kind);
  if (gate.inFlight >= gate.limit) {
    if (gate.waiting.length >= gate.queue) {
      metrics().workRefused.inc({ kind });
      throw new BusyError(kind);
    }
    await new Promise<void>((resolve) => gate.waiting.push(resolve));
  } else gate.inFlight++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The slot passes straight to the first in the queue: in flight stays the same.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.inFlight--;
  };
}

/** Runs `work` in a slot of `kind` (or throws `BusyError` at once, see `enterWork`). */
export async function withWorkSlot<T>(kind: WorkKind, work: () => Promise<T>): Promise<T> {
  const release = await enterWork(kind);
  try {
    return await work();
  } finally {
    release();
  }
}

/** In flight and waiting, by kind (for the metrics). */
export function workInFlight(): { kind: WorkKind; inFlight: number; waiting: number }[] {
  return [...gates].map(([kind, gate]) => ({ kind, inFlight: gate.inFlight, waiting: gate.waiting.length }));
}
