import "server-only";
/**
 * The image job of this process, started once by instrumentation (like the mail outbox): a batch every
 * 20 seconds, at once again while there is work; it stops on the server's SIGTERM. As the scheduler,
 * it runs outside any request, so a finished project's new photos are revalidated through the server.
 * When no download is due it fills in widths added since photos were stored, until none lacks one: the
 * site's widths change only with a new release, so one empty pass per process is enough.
 */
import { db } from "../../db/client";
import { env } from "../../env";
import { describeError, log } from "../../log";
import { onShutdown } from "../../server/shutdown";
import { revalidateThroughServer } from "../revalidate";
import { backfillPhotoWidths } from "./backfill";
import { runImageBatch } from "./job";

const INTERVAL_MS = 20_000;
const globalForImages = globalThis as unknown as { __costaFeedImages?: { stop: () => Promise<void> } };

export function startFeedImageJob(): void {
  if (globalForImages.__costaFeedImages) return;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  // The width backfill's pass: where it has got to, and whether it found nothing more to do.
  let backfill = { afterId: 0, complete: false };
  const allowLoopback = env().FEEDS_ALLOW_LOOPBACK;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    running = (async () => {
      let delay = INTERVAL_MS;
      try {
        const database = await db();
        const result = await runImageBatch(database, { allowLoopback, onChange: revalidateThroughServer });
        if (result.claimed > 0) delay = 0;
        else if (!backfill.complete) {
          const claimed = await backfillPhotoWidths(database, { afterId: backfill.afterId });
          backfill = claimed.length > 0 ? { afterId: claimed.at(-1)!, complete: false } : { ...backfill, complete: true };
          if (claimed.length > 0) delay = 0;
        }
      } catch (error) {
        log("error", "feed_image_job_failed", describeError(error));
      }
      running = null;
      schedule(delay);
    })();
  };
  schedule(INTERVAL_MS);
  globalForImages.__costaFeedImages = {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
  onShutdown(async () => {
    const job = globalForImages.__costaFeedImages;
    globalForImages.__costaFeedImages = undefined;
    await job?.stop();
  });
}
