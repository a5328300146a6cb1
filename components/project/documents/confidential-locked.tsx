import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";

const link = "font-semibold text-primary underline underline-offset-2";

/** What guests (and the cached page) see of the confidential information: that it exists, and how to get it. */
export function ConfidentialLocked({ loginHref, registerHref }: { loginHref: string; registerHref: string }) {
  const t = useTranslations("project.confidential");
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-secondary/15 p-5 ring-1 ring-secondary/60 sm:flex-row sm:items-start" data-testid="confidential-locked">
      <Icon name="lock" className="size-8 shrink-0 text-primary" />
      <div className="flex-1">
        <p className="font-semibold text-slate-900">{t("lockedTitle")}</p>
        <p className="mt-1 text-slate-700">{t("lockedText")}</p>
        <p className="mt-1 text-slate-700">
          {t.rich("lockedCta", {
            login: (chunks) => <NavLink href={loginHref} className={link}>{chunks}</NavLink>,
            register: (chunks) => <NavLink href={registerHref} className={link}>{chunks}</NavLink>,
          })}
        </p>
      </div>
    </div>
  );
}
