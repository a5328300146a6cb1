import "server-only";
/**
 * Work that must not hold up an answer, nor show in its time: Next's `after()` runs it once the answer
 * has been sent. Outside a request (a route handler called by a test, a script) `after` is not
 * available: the work then starts at once, unawaited, and `afterResponseSettled()` waits for it. A
 * failure is logged under `name`, never thrown at the caller.
 */
import { after } from "next/server";
import { describeError, log } from "../log";

const detached = new Set<Promise<void>>();

export function afterResponse(name: string, task: () => Promise<void>): void {
  const run = () => task().catch((error: unknown) => log("error", name, describeError(error)));
  try {
    after(run);
  } catch {
    // "`after` was called outside a request scope".
    const running = run();
    detached.add(running);
    void running.finally(() => detached.delete(running));
  }
}

/** Resolves once the work started outside a request has ended. */
export async function afterResponseSettled(): Promise<void> {
  while (detached.size > 0) await Promise.all(detached);
}
