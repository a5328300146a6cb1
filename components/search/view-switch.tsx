import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { cx } from "@/components/ui/cx";
import { VIEWS, type View } from "@/lib/catalogue/search/filters";

function ViewIcon({ view }: { view: View }) {
  const paths: Record<View, string> = {
    grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
    strip: "M3 7h4v10H3zM10 5h4v14h-4zM17 7h4v10h-4z",
    map: "M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14",
  };
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" aria-hidden="true">
      <path d={paths[view]} />
    </svg>
  );
}

/** Grid, strip or map: links (the view is part of the URL), the current one marked. */
export function ViewSwitch({ view, href }: { view: View; href: (view: View) => string }) {
  const t = useTranslations("search");
  return (
    <nav aria-label={t("viewLabel")} className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {VIEWS.map((option) => (
        <Link
          key={option}
          href={href(option)}
          scroll={false}
          aria-current={option === view ? "page" : undefined}
          className={cx(
            "inline-flex h-9 items-center gap-1.5 rounded px-3 text-sm font-medium",
            option === view ? "bg-primary text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          <ViewIcon view={option} />
          {t(`views.${option}`)}
        </Link>
      ))}
    </nav>
  );
}
