import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { projectCardsCall } from "@/lib/catalogue/api-calls";
import { getProjectCards } from "@/lib/catalogue/cards-by-id";

export const dynamic = "force-dynamic";

/** Cards of the given projects (a guest's favorites from local storage), in that order. */
export const POST = withApi(projectCardsCall, async ({ body, site }) => ok(await getProjectCards(site, [...new Set(body.ids)])));
