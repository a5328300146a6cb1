import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { db } from "@/lib/db/client";
import { createSource, listSourcesForAdmin } from "@/lib/feeds/admin";
import { crmFeedSourceCreateCall, crmFeedSourcesCall } from "@/lib/feeds/admin-calls";

export const dynamic = "force-dynamic";

/** Every feed source with its last run (admins; the wrapper refuses anyone else). */
export const GET = withApi(crmFeedSourcesCall, async () => ok(await listSourcesForAdmin(await db())));

/** A new feed source. */
export const POST = withApi(crmFeedSourceCreateCall, async ({ body }) => ok(await createSource(await db(), body), {}, { status: 201 }));
