/** Is the database reachable? A cheap round trip, bounded in time so a hung server cannot hang the probe. */
import { sql } from "drizzle-orm";
import { getDatabase, type Engine } from "./client";

export type DatabaseHealth = { ok: true; engine: Engine; latencyMs: number } | { ok: false; reason: string };

export async function checkDatabase(timeoutMs = 2000): Promise<DatabaseHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const handle = await Promise.race([getDatabase(), timeout]);
    await Promise.race([handle.db.execute(sql`select 1`), timeout]);
    return { ok: true, engine: handle.engine, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
