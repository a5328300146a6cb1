import "server-only";
/**
 * The feeds' background jobs (lib/jobs). Both run in the server process, outside any request, and mark
 * the catalogue's cache stale in-process after a change (revalidateCatalogueInBackground).
 * - `feed_schedule`: every minute, the scheduled imports that are due (scheduler.ts).
 * - `feed_images`: every 20 seconds a batch of image downloads (images/job.ts), at once again while
 *   there is work. When no download is due it fills in widths added since photos were stored, until
 *   none lacks one: the site's widths change only with a new release, so one empty pass per process
 *   is enough.
 */
import { revalidateCatalogueInBackground } from "../catalogue/cache";
import { env } from "../env";
import { defineJob, type JobDefinition } from "../jobs/define";
import { backfillPhotoWidths } from "./images/backfill";
import { runImageBatch } from "./images/job";
import { runDueFeeds } from "./scheduler";

export const feedScheduleJob = defineJob({
  name: "feed_schedule",
  schedule: { everyMs: 60_000 },
  run: async ({ database }) => void (await runDueFeeds(database, { onChange: revalidateCatalogueInBackground, fetchOptions: { allowLoopback: env().FEEDS_ALLOW_LOOPBACK } })),
});

/** A new definition per runner: the width backfill's pass is this process's. */
export function feedImagesJob(): JobDefinition {
  let backfill = { afterId: 0, complete: false };
  return defineJob({
    name: "feed_images",
    schedule: { everyMs: 20_000 },
    retry: { firstDelayMs: 20_000, maxDelayMs: 5 * 60_000 },
    run: async ({ database }) => {
      const result = await runImageBatch(database, { allowLoopback: env().FEEDS_ALLOW_LOOPBACK, onChange: revalidateCatalogueInBackground });
      if (result.claimed > 0 || backfill.complete) return { again: result.claimed > 0 };
      const claimed = await backfillPhotoWidths(database, { afterId: backfill.afterId });
      backfill = claimed.length > 0 ? { afterId: claimed.at(-1)!, complete: false } : { ...backfill, complete: true };
      return { again: claimed.length > 0 };
    },
  });
}
