import "server-only";
/**
 * Which site the links in an API answer belong to. A call on a partner's own domain carries the
 * domain in the trusted header the middleware sets (and strips from clients); a call from a
 * `/{partner}` page on the main host names the partner; anything else gets the main brand's
 * project pages under `/old`.
 */
import { resolvePartner } from "../../partners/service";
import { SITE_DOMAIN_HEADER } from "../../site/headers";
import type { Site } from "../../site/site";

export async function apiSiteBase(request: Request, partner?: string): Promise<Pick<Site, "basePath">> {
  if (request.headers.get(SITE_DOMAIN_HEADER)) return { basePath: "" };
  const found = partner ? await resolvePartner(partner, "") : null;
  return { basePath: found ? `/${found.slug}` : "/old" };
}
