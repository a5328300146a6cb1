import "server-only";
/**
 * The feed scheduler of this process, started once by instrumentation (Node runtime, never during
 * `next build`) and kept on globalThis like the mail outbox; it stops on the server's SIGTERM.
 * A timer runs outside any request, where Next cannot revalidate its caches, so after a run that changed
 * the catalogue the scheduler asks its own server to (revalidate.ts).
 */
import { db } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { onShutdown } from "../server/shutdown";
import { revalidateThroughServer } from "./revalidate";
import { createFeedScheduler, type FeedScheduler } from "./scheduler";

const globalForFeeds = globalThis as unknown as { __costaFeedScheduler?: FeedScheduler };

export function startFeedScheduler(): void {
  if (globalForFeeds.__costaFeedScheduler) return;
  const scheduler = createFeedScheduler({ database: db, onChange: revalidateThroughServer, fetchOptions: { allowLoopback: env().FEEDS_ALLOW_LOOPBACK } });
  globalForFeeds.__costaFeedScheduler = scheduler;
  scheduler.start();
  onShutdown(async () => {
    globalForFeeds.__costaFeedScheduler = undefined;
    await scheduler.stop();
  });
  log("info", "feed_scheduler_started", {});
}
