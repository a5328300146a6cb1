import "server-only";
/**
 * The site whose links a search API answer carries: a call on a partner's own domain (the trusted
 * header the middleware sets) links without a prefix; a named partner links under `/{slug}`;
 * anything else under the main brand's `/old`. Null when the named partner does not exist.
 */
import { resolvePartner } from "../../partners/service";
import { SITE_DOMAIN_HEADER } from "../../site/headers";
import type { Site } from "../../site/site";

export async function searchApiSite(request: Request, partner: string | undefined): Promise<Pick<Site, "basePath"> | null> {
  if (request.headers.get(SITE_DOMAIN_HEADER)) return { basePath: "" };
  if (!partner) return { basePath: "/old" };
  const found = await resolvePartner(partner, "");
  return found ? { basePath: `/${found.slug}` } : null;
}
