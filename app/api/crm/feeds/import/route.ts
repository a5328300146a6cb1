import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/handler";
import { readBodyStream } from "@/lib/api/input";
import { ok } from "@/lib/api/respond";
import { revalidateCatalogue } from "@/lib/catalogue/cache";
import { db } from "@/lib/db/client";
import { crmFeedImportCall, FEED_BODY_LIMIT } from "@/lib/feeds/api-calls";
import { importFeed } from "@/lib/feeds/import";
import { FeedSourceBusyError } from "@/lib/feeds/lock";
import { FeedSourceError } from "@/lib/feeds/sources";

export const dynamic = "force-dynamic";

/** The feed is streamed into the import; the catalogue is revalidated once, when the run changed it. */
export const POST = withApi(crmFeedImportCall, async ({ request, query }) => {
  let report;
  try {
    report = await importFeed(await db(), readBodyStream(request, FEED_BODY_LIMIT), {
      source: { name: query.source, partner: query.owner, grouping: query.ref_separator ? { refSeparator: query.ref_separator, proximityMeters: 50 } : undefined },
      onChange: () => revalidateCatalogue(),
    });
  } catch (error) {
    if (error instanceof FeedSourceError) throw new ApiError("unprocessable", error.message, { source: [error.message] });
    if (error instanceof FeedSourceBusyError) throw new ApiError("conflict", error.message, { source: [error.message] });
    throw error;
  }
  if (report.status === "failed") throw new ApiError("unprocessable", "De feed kon niet worden gelezen; er is niets veranderd", { feed: [report.error ?? "onbekende fout"] });
  return ok(report);
});
