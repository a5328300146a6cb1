import "server-only";
/**
 * Leads older than LEAD_RETENTION_MONTHS (default 24) are anonymised: a daily background job
 * (lib/jobs); each run handles what is due at that moment.
 */
import { db } from "../db/client";
import { env } from "../env";
import { defineJob } from "../jobs/define";
import { log } from "../log";
import { anonymiseLeads, leadsOlderThan } from "./anonymise";

const DAY_MS = 86_400_000;

export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export async function anonymiseExpiredLeads(now = new Date(), months = env().LEAD_RETENTION_MONTHS): Promise<number> {
  const database = await db();
  const count = await database.transaction((tx) => anonymiseLeads(tx, leadsOlderThan(retentionCutoff(now, months)), now));
  if (count > 0) log("info", "leads_anonymised", { count, months });
  return count;
}

/** A minute after the first start, then daily; idempotent, so a retry after a failure is safe. */
export const leadRetentionJob = defineJob({
  name: "lead_retention",
  schedule: { everyMs: DAY_MS },
  firstRunAfterMs: 60_000,
  run: async ({ now }) => void (await anonymiseExpiredLeads(now)),
});
