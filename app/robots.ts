import type { MetadataRoute } from "next";
import { notFound } from "next/navigation";
import { buildRobots } from "@/lib/seo/sitemap";
import { getHostSite } from "@/lib/site/resolve";

/** /robots.txt of the host that asks: everything but the API and the CRM, and this host's own sitemap; 404 on an unknown host. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const host = await getHostSite();
  if (!host) notFound();
  return buildRobots(host.origin);
}
