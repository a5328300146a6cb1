import type { MetadataRoute } from "next";
import { loadSitemap } from "@/lib/seo/queries";
import { getRequestSite } from "@/lib/site/resolve";

/**
 * /sitemap.xml of the host that asks (the middleware passes the path through unchanged and marks
 * a partner's own domain with a trusted header). Reading the headers makes it per request.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return loadSitemap(await getRequestSite());
}
