import { withApi } from "@/lib/api/handler";
import { readBodyStream } from "@/lib/api/input";
import { ok } from "@/lib/api/respond";
import { db } from "@/lib/db/client";
import { importUploadedFeed } from "@/lib/feeds/admin";
import { crmFeedImportCall, FEED_BODY_LIMIT } from "@/lib/feeds/api-calls";

export const dynamic = "force-dynamic";

/** The feed is streamed into the import; the service revalidates the catalogue once, when the run changed it. */
export const POST = withApi(crmFeedImportCall, async ({ request, query }) =>
  ok(
    await importUploadedFeed(await db(), readBodyStream(request, FEED_BODY_LIMIT), {
      name: query.source,
      partner: query.owner,
      grouping: query.ref_separator ? { refSeparator: query.ref_separator, proximityMeters: 50 } : undefined,
    }),
  ),
);
