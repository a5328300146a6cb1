import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { catalogueRevalidateCall } from "@/lib/api/system-calls";
import { CATALOGUE_TAG, revalidateCatalogue } from "@/lib/catalogue/cache";

export const dynamic = "force-dynamic";

/** For operators after a change made behind the app's back (a re-seed, a manual SQL fix): every cached page and search is read again. */
export const POST = withApi(catalogueRevalidateCall, async () => {
  revalidateCatalogue();
  return ok({ revalidated: [CATALOGUE_TAG] });
});
