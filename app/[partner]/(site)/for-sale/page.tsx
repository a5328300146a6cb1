import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ProjectListView } from "@/components/project/project-list-view";
import { listPagePath } from "@/lib/catalogue/project/links";
import { listProjects } from "@/lib/catalogue/project/list";
import { parsePageParam } from "@/lib/catalogue/pagination";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = {
  params: Promise<{ partner: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** `/for-sale` lists every published project, `?page=N` pages through them; a page past the end is a 404. */
async function load({ params, searchParams }: Props) {
  const [{ partner }, query] = await Promise.all([params, searchParams]);
  const site = await requireSite(partner);
  const page = parsePageParam(query.page);
  const list = page === null ? null : await listProjects(site, page);
  if (!list || list.page > list.pageCount) notFound();
  return { site, list };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ site, list }, t] = await Promise.all([load(props), getTranslations("project")]);
  const title = list.page > 1 ? t("listTitlePaged", { title: t("listTitle"), page: list.page, pages: list.pageCount }) : t("listTitle");
  return pageMetadata(site, listPagePath({ basePath: "" }, list.page), title, t("listMetaDescription", { name: site.name }));
}

export default async function ForSaleListPage(props: Props) {
  const { site, list } = await load(props);
  return <ProjectListView siteName={site.name} list={list} href={(page) => listPagePath(site, page)} />;
}
