import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { db } from "@/lib/db/client";
import { runSourceNow } from "@/lib/feeds/admin";
import { crmFeedRunCall } from "@/lib/feeds/admin-calls";

export const dynamic = "force-dynamic";

/** Runs the source now (admins); the service revalidates the catalogue once, when the run changed it. */
export const POST = withApi(crmFeedRunCall, async ({ params }) => ok(await runSourceNow(await db(), params.id)));
