import type { MetadataRoute } from "next";
import { notFound } from "next/navigation";
import { loadSitemap } from "@/lib/seo/queries";
import { getHostSite } from "@/lib/site/resolve";

/** /sitemap.xml of the host that asks (a partner's own domain lists its pages without a prefix); 404 on an unknown host. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const host = await getHostSite();
  if (!host) notFound();
  return loadSitemap(host.site, host.origin);
}
