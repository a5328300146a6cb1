import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { db } from "@/lib/db/client";
import { changeSource } from "@/lib/feeds/admin";
import { crmFeedSourceUpdateCall } from "@/lib/feeds/admin-calls";

export const dynamic = "force-dynamic";

/** Changes a feed source (admins; the name stays). */
export const PATCH = withApi(crmFeedSourceUpdateCall, async ({ params, body }) => ok(await changeSource(await db(), params.id, body)));
