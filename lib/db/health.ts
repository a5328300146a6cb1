/** Is the database reachable? A cheap round trip, bounded in time so a hung server cannot hang the probe. */
import { sql } from "drizzle-orm";
import { getDatabase, type Engine } from "./client";

export type DatabaseHealth = { ok: true; engine: Engine; latencyMs: number } | { ok: false; reason: string };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkDatabase(timeoutMs = 2000): Promise<DatabaseHealth> {
  try {
    // Opening is not timed: PGlite compiles its WASM on first open (seconds on a busy machine), and the
    // pg pool's own connect timeout bounds a server that does not answer.
    const handle = await getDatabase();
    const started = performance.now();
    await withTimeout(handle.db.execute(sql`select 1`), timeoutMs);
    return { ok: true, engine: handle.engine, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    // Drizzle wraps driver errors ("Failed query: ..."); the cause says what actually went wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { ok: false, reason: cause instanceof Error ? cause.message : String(cause) };
  }
}
