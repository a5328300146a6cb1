import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";
import { ButtonLink } from "@/components/ui/button-link";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { ProjectFile } from "@/lib/catalogue/project/types";

type Props = { files: ProjectFile[]; loginHref: string; registerHref: string };

/**
 * The project's documents. Locked files (confidential, viewer not logged in) show a lock and a call
 * to log in or register; the download route refuses them anyway, so the lock is no mere decoration.
 */
export function FileList({ files, loginHref, registerHref }: Props) {
  const t = useTranslations("project.files");
  const format = useCatalogueFormat();
  if (files.length === 0) return <p className="text-slate-600">{t("none")}</p>;
  const locked = files.filter((file) => file.locked);
  // "Log in ... om prijslijst, plattegronden en brochure te downloaden": each kind once, in running text.
  const lockedTitles = [...new Set(locked.map((file) => file.title.toLowerCase()))];
  const link = "font-semibold text-primary underline underline-offset-2";
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="files">
        {files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
            <Icon name="file" className="size-8 shrink-0 text-primary" />
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold break-words text-slate-900">{file.title}</p>
              <p className="text-sm text-slate-500">{t("pdfSize", { size: format.fileSize(file.size_bytes) })}</p>
            </div>
            {file.download_url ? (
              <a href={file.download_url} download className="ml-11 inline-flex min-h-11 sm:ml-0 items-center gap-1.5 rounded-md border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-primary hover:text-on-primary">
                <Icon name="download" className="size-4" />
                <span aria-hidden>{t("download")}</span>
                <span className="sr-only">{t("downloadFile", { title: file.title, size: format.fileSize(file.size_bytes) })}</span>
              </a>
            ) : (
              <span className="ml-11 inline-flex items-center gap-1.5 rounded-md bg-slate-100 sm:ml-0 px-3 py-2 text-sm font-medium text-slate-600" data-locked="true">
                <Icon name="lock" className="size-4" />
                {t("clientsOnly")}
              </span>
            )}
          </li>
        ))}
      </ul>
      {locked.length > 0 && (
        <div className="flex flex-col gap-4 rounded-lg bg-secondary/15 p-5 ring-1 ring-secondary/60 sm:flex-row sm:items-center" data-testid="files-locked">
          <Icon name="lock" className="size-8 shrink-0 text-primary" />
          <div className="flex-1">
            <p className="font-semibold text-slate-900">{t("lockedTitle")}</p>
            <p className="mt-1 text-slate-700">
              {t.rich("lockedCta", {
                files: format.list(lockedTitles),
                login: (chunks) => <NavLink href={loginHref} className={link}>{chunks}</NavLink>,
                register: (chunks) => <NavLink href={registerHref} className={link}>{chunks}</NavLink>,
              })}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <ButtonLink href={loginHref} size="sm">
              {t("login")}
            </ButtonLink>
            <ButtonLink href={registerHref} variant="outline" size="sm">
              {t("register")}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
