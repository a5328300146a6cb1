import "server-only";
/**
 * The feed scheduler of this process, started once by instrumentation (Node runtime, never during
 * `next build`) and kept on globalThis like the mail outbox; it stops on the server's SIGTERM.
 * A timer runs outside any request, where Next cannot revalidate its caches, so after a run that changed
 * the catalogue the scheduler asks its own server to (the operator call, with INTERNAL_API_TOKEN).
 */
import { db } from "../db/client";
import { env } from "../env";
import { describeError, log } from "../log";
import { onShutdown } from "../server/shutdown";
import { createFeedScheduler, type FeedScheduler } from "./scheduler";

const globalForFeeds = globalThis as unknown as { __costaFeedScheduler?: FeedScheduler };

async function revalidateThroughServer(): Promise<void> {
  const { PORT, INTERNAL_API_TOKEN } = env();
  if (!INTERNAL_API_TOKEN) {
    log("warn", "feed_revalidation_skipped", { note: "INTERNAL_API_TOKEN is not set: cached pages follow the import within 5 minutes" });
    return;
  }
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/catalogue/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${INTERNAL_API_TOKEN}` },
      body: "{}",
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) log("warn", "feed_revalidation_failed", { status: response.status });
  } catch (error) {
    log("warn", "feed_revalidation_failed", describeError(error));
  }
}

export function startFeedScheduler(): void {
  if (globalForFeeds.__costaFeedScheduler) return;
  const scheduler = createFeedScheduler({ database: db, onChange: revalidateThroughServer });
  globalForFeeds.__costaFeedScheduler = scheduler;
  scheduler.start();
  onShutdown(async () => {
    globalForFeeds.__costaFeedScheduler = undefined;
    await scheduler.stop();
  });
  log("info", "feed_scheduler_started", {});
}
