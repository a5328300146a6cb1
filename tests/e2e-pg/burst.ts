/**
 * A burst of request forms as browsers send them: each with its own Idempotency-Key, retried with the
 * same key until it gets an answer it can trust (201/200), as the site's forms do after a network error
 * or a 5xx. `during` runs once a part of the burst is on its way (a restart, for instance).
 */
import { randomUUID } from "node:crypto";

export interface BurstResult {
  /** Every key that got 201 or 200, with the lead id it was given. */
  accepted: Map<string, number>;
  /** How many answers were not 2xx (or no answer at all) before a retry. */
  failures: number;
}

const person = { first_name: "Burst", last_name: "Test", privacy: true, elapsed_ms: 5_000, kind: "question", project_id: 7 };

export async function burst(origin: string, count: number, during: () => Promise<void>, concurrency = 8): Promise<BurstResult> {
  const accepted = new Map<string, number>();
  let failures = 0;
  let started = 0;
  let duringDone: Promise<void> | null = null;
  async function sendOne(index: number) {
    const key = randomUUID();
    const body = JSON.stringify({ ...person, email: `burst${index}@example.nl`, message: `Vraag ${index}` });
    for (let attempt = 0; attempt < 400; attempt++) {
      try {
        const response = await fetch(`${origin}/api/requests`, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key, "x-forwarded-for": `10.1.${index % 250}.1` }, body, signal: AbortSignal.timeout(15_000) });
        if (response.status === 201 || response.status === 200) {
          accepted.set(key, ((await response.json()) as { data: { id: number } }).data.id);
          return;
        }
        failures++;
      } catch {
        failures++;
      }
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
  return { accepted, failures };
}
