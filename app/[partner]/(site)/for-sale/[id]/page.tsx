import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { ProjectLocationMap } from "@/components/map/project-location-map";
import { ProjectView } from "@/components/project/project-view";
import { projectPath } from "@/lib/catalogue/card";
import { summarize } from "@/lib/catalogue/project/json-ld";
import { projectPageData } from "@/lib/catalogue/project/page-data";
import { getProjectDetail } from "@/lib/catalogue/project/queries";
import { needsCanonicalRedirect, parseProjectSegment } from "@/lib/catalogue/project/slug";
import { absoluteUrl, pageMetadata } from "@/lib/site/metadata";
import { siteOrigin } from "@/lib/site/origin";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = { params: Promise<{ partner: string; id: string }> };

/**
 * A cached page (ISR): rendered on the first visit of each partner's URL, then served from the
 * full-route cache until the catalogue tags it read are revalidated (or after the safety interval).
 * It therefore reads only its params, never the request.
 */
export const revalidate = 300; // a literal (Next reads it statically): CATALOGUE_REVALIDATE_SECONDS
export async function generateStaticParams(): Promise<{ partner: string; id: string }[]> {
  return []; // nothing at build time (the build has no database); every page on first request
}

/** `/for-sale/{id}-{slug}`: a wrong or missing slug answers 308 to the canonical URL; an unknown id is a 404. */
async function load({ params }: Props) {
  const { partner, id } = await params;
  const site = await requireSite(partner);
  const segment = parseProjectSegment(id);
  const record = segment ? await getProjectDetail(segment.id, site.partnerId) : null;
  if (!segment || !record) notFound();
  if (needsCanonicalRedirect(segment, record)) permanentRedirect(sitePath(site, projectPath(record)));
  return { site, record };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ site, record }, t] = await Promise.all([load(props), getTranslations("project")]);
  const metadata = pageMetadata(site, projectPath(record), t("metaTitle", { name: record.name, town: record.geo.town.name }), summarize(record.description));
  const image = record.images[0];
  if (!image) return metadata;
  const imageUrl = absoluteUrl({ ...site, basePath: "" }, image);
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [{ url: imageUrl, width: 1200, height: 800, alt: record.name }] } };
}

export default async function ProjectPage(props: Props) {
  const [{ site, record }, t] = await Promise.all([load(props), getTranslations("project")]);
  // The cached page is the guest's view: confidential files stay locked (a client's access is
  // decided per download on the server).
  const data = await projectPageData(record, site, siteOrigin(site), { client: false }, t("home"));
  const { lat, lng, name, town } = data.project;
  const map = <ProjectLocationMap lat={lat} lng={lng} name={name} town={town} />;
  return <ProjectView site={site} {...data} map={map} />;
}
