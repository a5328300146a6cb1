/**
 * The demo catalogue's dates lie before a fixed day (clock.ts), so no seeded project would ever be
 * "Nieuw" (published in the last 14 days). A few (ids ending in 50: 10 of every 1,000) get a
 * publication date of the seeding day minus 0 to 12 days, so the badge can be seen on a fresh site.
 * The day is the UTC day of seeding, so two databases seeded the same day hold the same rows.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { projects } from "../schema";
import { DAY } from "./clock";

export async function markRecentDemoProjects(tx: Pick<Database, "execute">, now = Date.now()): Promise<void> {
  const today = new Date(Math.floor(now / DAY) * DAY).toISOString();
  await tx.execute(sql`update ${projects} set published_at = ${today}::timestamptz - ((${projects.id} / 100) % 13) * interval '1 day' where ${projects.id} % 100 = 50`);
}
