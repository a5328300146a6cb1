"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { COMPARE_MAX, comparePath } from "@/lib/catalogue/compare-list";
import { sitePath } from "@/lib/site/site";
import { useCompareList } from "./compare-store";
import { imageAtWidth } from "@/lib/media/project-image-url";

/** The sticky bar with the picked projects and the way to the comparison table. */
export function CompareBar({ basePath }: { basePath: string }) {
  const t = useTranslations("compare");
  const { list, remove, clear } = useCompareList();
  const status = list.length ? t("chosen", { count: list.length, max: COMPARE_MAX }) : "";
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {list.length > 0 && (
        <>
          {/* Room at the end of the page, so the bar never covers the footer. */}
          <div aria-hidden="true" className="h-20" />
          <aside aria-label={t("barLabel")} className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur">
            <Container className="flex items-center gap-3 py-3">
              <p className="hidden shrink-0 text-sm font-semibold text-heading sm:block">
                {status}
                {list.length === 1 && <span className="block text-xs font-normal text-slate-500">{t("pickAnother")}</span>}
              </p>
              <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
                {list.map((item) => (
                  <li key={item.id} className="flex shrink-0 items-center gap-2 rounded-md border border-slate-200 bg-white py-1 pr-1 pl-1">
                    {item.image ? (
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={imageAtWidth(item.image, 600)} alt="" width={40} height={28} className="h-7 w-10 rounded object-cover" />
                    ) : null}
                    <span className="hidden max-w-36 truncate text-xs font-medium text-slate-800 md:inline">{item.name}</span>
                    <button type="button" onClick={() => remove(item.id)} aria-label={t("remove", { name: item.name })} className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
                      <Icon name="close" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" onClick={clear} className="hidden text-sm text-slate-600 underline-offset-2 hover:underline sm:inline">
                {t("clear")}
              </button>
              {list.length > 1 ? (
                <Link href={sitePath({ basePath }, comparePath(list))} className={buttonClasses("primary", "sm", "shrink-0")}>
                  {t("compareNow")}
                </Link>
              ) : (
                <span aria-disabled="true" className={buttonClasses("primary", "sm", "shrink-0 cursor-not-allowed opacity-60")}>
                  {t("compareNow")}
                </span>
              )}
            </Container>
          </aside>
        </>
      )}
    </>
  );
}
