import { AppError, fieldText } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { readBodyStream } from "@/lib/api/input";
import { ok } from "@/lib/api/respond";
import { revalidateCatalogue } from "@/lib/catalogue/cache";
import { db } from "@/lib/db/client";
import { crmFeedImportCall, FEED_BODY_LIMIT } from "@/lib/feeds/api-calls";
import { importFeed } from "@/lib/feeds/import";

export const dynamic = "force-dynamic";

/** The feed is streamed into the import; the catalogue is revalidated once, when the run changed it. */
export const POST = withApi(crmFeedImportCall, async ({ request, query }) => {
  const report = await importFeed(await db(), readBodyStream(request, FEED_BODY_LIMIT), {
      source: { name: query.source, partner: query.owner, grouping: query.ref_separator ? { refSeparator: query.ref_separator, proximityMeters: 50 } : undefined },
    onChange: () => revalidateCatalogue(),
  });
  if (report.status === "failed") throw new AppError("unprocessable", "feedUnreadable", { fields: { feed: [report.error ?? fieldText("fieldUnknownError")] } });
  return ok(report);
});
