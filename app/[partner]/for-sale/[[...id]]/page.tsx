import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { hasMapsKey } from "@/components/map/map-config";
import { ProjectLocationMap } from "@/components/map/project-location-map";
import { ProjectListView } from "@/components/project/project-list-view";
import { ProjectView } from "@/components/project/project-view";
import { projectPath } from "@/lib/catalogue/card";
import { summarize } from "@/lib/catalogue/project/json-ld";
import { listPagePath } from "@/lib/catalogue/project/links";
import { listProjects } from "@/lib/catalogue/project/list";
import { projectPageData } from "@/lib/catalogue/project/page-data";
import { parsePageParam } from "@/lib/catalogue/pagination";
import { getProjectDetail } from "@/lib/catalogue/project/queries";
import { needsCanonicalRedirect, parseProjectSegment, queryString } from "@/lib/catalogue/project/slug";
import { absoluteUrl, pageMetadata } from "@/lib/site/metadata";
import { getRequestSite, requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = {
  params: Promise<{ partner: string; id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * `/for-sale` lists every project; `/for-sale/{id}-{slug}` is a project page. A wrong or missing
 * slug answers 308 to the canonical URL (query kept); anything else unknown is a 404.
 */
async function load({ params, searchParams }: Props) {
  const [{ partner, id }, query] = await Promise.all([params, searchParams]);
  const site = await requireSite(partner);
  if (!id || id.length === 0) {
    const page = parsePageParam(query.page);
    const list = page === null ? null : await listProjects(site, page);
    if (!list || list.page > list.pageCount) notFound();
    return { kind: "list" as const, site, list };
  }
  const segment = id.length === 1 && id[0] ? parseProjectSegment(id[0]) : null;
  const record = segment ? await getProjectDetail(segment.id) : null;
  if (!segment || !record) notFound();
  if (needsCanonicalRedirect(segment, record)) permanentRedirect(`${sitePath(site, projectPath(record))}${queryString(query)}`);
  return { kind: "project" as const, site, record };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props);
  const t = await getTranslations("project");
  if (loaded.kind === "list") {
    const { site, list } = loaded;
    const title = list.page > 1 ? `${t("listTitle")} – ${t("pageOf", { page: list.page, pages: list.pageCount })}` : t("listTitle");
    return pageMetadata(site, listPagePath({ basePath: "" }, list.page), title, t("listMetaDescription", { name: site.name }));
  }
  const { site, record } = loaded;
  const metadata = await pageMetadata(site, projectPath(record), `${record.name} in ${record.geo.town.name}`, summarize(record.description));
  const image = record.images[0];
  if (!image) return metadata;
  const imageUrl = await absoluteUrl({ ...site, basePath: "" }, image);
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [{ url: imageUrl, width: 1200, height: 800, alt: record.name }] } };
}

export default async function ForSalePage(props: Props) {
  const loaded = await load(props);
  const { site } = loaded;
  if (loaded.kind === "list") return <ProjectListView siteName={site.name} list={loaded.list} href={(page) => listPagePath(site, page)} />;

  const [{ origin }, t] = await Promise.all([getRequestSite(), getTranslations("project")]);
  // No client log-in exists yet: every visitor is a guest, so confidential files stay locked.
  const data = await projectPageData(loaded.record, site, origin, { client: false }, t("home"));
  const { lat, lng, name } = data.project;
  // Without a Maps key the location block's own static panel says it all (no second fallback).
  const map = hasMapsKey() ? <ProjectLocationMap lat={lat} lng={lng} name={name} /> : undefined;
  return <ProjectView site={site} {...data} map={map} />;
}
