import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/partner/page-header";
import { Pagination } from "@/components/listing/pagination";
import { ProjectCard } from "@/components/listing/project-card";
import { Container } from "@/components/ui/container";
import type { ProjectListPage } from "@/lib/catalogue/project/types";

type Props = { siteName: string; list: ProjectListPage; href: (page: number) => string };

/** `/for-sale` without an id: every project as a card grid, page by page. */
export function ProjectListView({ siteName, list, href }: Props) {
  const t = useTranslations("project");
  return (
    <>
      <PageHeader eyebrow={siteName} title={t("listTitle")} intro={t("listIntro", { count: list.total })} />
      <Container className="space-y-8 py-10">
        <p className="text-sm text-slate-600">{t("pageOf", { page: list.page, pages: list.pageCount })}</p>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.cards.map((project, index) => (
            <ProjectCard key={project.id} project={project} priority={index < 3} />
          ))}
        </div>
        <Pagination page={list.page} pageCount={list.pageCount} href={href} />
      </Container>
    </>
  );
}
