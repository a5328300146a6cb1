import "server-only";
/**
 * Background work (scheduled imports, the image job) runs outside any request, where Next cannot mark
 * its caches stale; it asks its own server instead, with the operator call and INTERNAL_API_TOKEN
 * (which `npm start` sets). Without the token the caches follow within their 5-minute lifetime.
 */
import { env } from "../env";
import { describeError, log } from "../log";

export async function revalidateThroughServer(): Promise<void> {
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
