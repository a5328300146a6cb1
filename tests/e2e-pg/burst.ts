/**
 * A burst of request forms as browsers send them: each with its own Idempotency-Key, retried with the
 * same key until it gets an answer it can trust (201/200). `during` runs once a part of the burst is
 * on its way (a restart, killed connections). By default every other answer is retried; `retryOn`
 * narrows that to what the site's form and its visitor retry (`formRetries`), so that an answer the
 * form gives up on (a 404, a 500) ends that request: it is counted, and the lead is not accepted.
 */
import { randomUUID } from "node:crypto";

export interface BurstResult {
  /** Every key that got 201 or 200, with the lead id it was given. */
  accepted: Map<string, number>;
  /** How many answers were not 2xx (or no answer at all) before a retry. */
  failures: number;
  /** Every answer by status (0: no answer). */
  statuses: Map<number, number>;
}

export interface BurstOptions {
  concurrency?: number;
  /** Which failed answers are tried again (default: all of them). */
  retryOn?: (status: number) => boolean;
  /** Fields added to every body (`partner`, for one). */
  extra?: Record<string, unknown>;
}

const person = { first_name: "Burst", last_name: "Test", privacy: true, elapsed_ms: 5_000, kind: "question", project_id: 7 };

/** What the lead form tries again by itself (502, 503, 504: components/leads/send-lead.ts), or its visitor after "check your connection" (no answer). */
export const formRetries = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

export async function burst(origin: string, count: number, during: () => Promise<void>, options: BurstOptions = {}): Promise<BurstResult> {
  const { concurrency = 8, retryOn = () => true, extra = {} } = options;
  const accepted = new Map<string, number>();
  const statuses = new Map<number, number>();
  const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let failures = 0;
  let started = 0;
  let duringDone: Promise<void> | null = null;
  async function sendOne(index: number) {
    const key = randomUUID();
    const body = JSON.stringify({ ...person, ...extra, email: `burst${index}@example.nl`, message: `Vraag ${index}` });
    for (let attempt = 0; attempt < 400; attempt++) {
      let status = 0;
      try {
        const response = await fetch(`${origin}/api/requests`, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key, "x-forwarded-for": `10.1.${index % 250}.1` }, body, signal: AbortSignal.timeout(15_000) });
        status = response.status;
        tally(status);
        if (status === 201 || status === 200) {
          accepted.set(key, ((await response.json()) as { data: { id: number } }).data.id);
          return;
        }
        await response.body?.cancel();
      } catch {
        tally(0);
      }
      failures++;
      if (!retryOn(status)) return;
      // Back off a little, as a browser's retry would (the server is restarting).
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
    throw new Error(`request ${index} never got through`);
  }
  async function lane() {
    while (started < count) {
      const index = started++;
      if (index === Math.floor(count / 4)) duringDone = during();
      await sendOne(index);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  await duringDone;
  return { accepted, failures, statuses };
}
