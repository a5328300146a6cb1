import type { MetadataRoute } from "next";
import { buildRobots } from "@/lib/seo/sitemap";
import { getRequestSite } from "@/lib/site/resolve";

/** /robots.txt of the host that asks: everything but the API and the CRM, and this host's own sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return buildRobots((await getRequestSite()).origin);
}
