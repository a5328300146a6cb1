import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { db } from "@/lib/db/client";
import { runsForAdmin } from "@/lib/feeds/admin";
import { crmFeedRunsCall } from "@/lib/feeds/admin-calls";

export const dynamic = "force-dynamic";

/** A feed source's runs, newest first (admins). */
export const GET = withApi(crmFeedRunsCall, async ({ params }) => ok(await runsForAdmin(await db(), params.id)));
