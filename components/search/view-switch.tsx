import { useTranslations } from "next-intl";
import { NavLink } from "@/components/ui/nav-link";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { VIEWS, type View } from "@/lib/catalogue/search/filters";

/** Grid, strip or map: links (the view is part of the URL), the current one marked; icons alone on a phone. */
export function ViewSwitch({ view, href }: { view: View; href: (view: View) => string }) {
  const t = useTranslations("search");
  return (
    <nav aria-label={t("viewLabel")} className="inline-flex rounded-md border border-slate-300 bg-white">
      {VIEWS.map((option) => (
        <NavLink
          key={option}
          href={href(option)}
          scroll={false}
          aria-current={option === view ? "page" : undefined}
          className={cx(
            "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-[5px] text-sm font-medium sm:px-3",
            option === view ? "bg-primary text-on-primary" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          <Icon name={option} width={18} height={18} />
          <span className="sr-only sm:not-sr-only">{t(`views.${option}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
