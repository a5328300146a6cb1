"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { AccountMenuProps } from "./signed-in-menu";

const shape = "flex h-12 items-center justify-center gap-2 rounded-md border font-semibold disabled:opacity-60";
const linkClass = `${shape} border-slate-300 text-slate-700 hover:bg-slate-50`;

/** The account part of the mobile menu for a logged-in client: who, favorites, profile, logout. */
export function MobileAccountLinks({ user, links, onLogOut, busy, onNavigate }: AccountMenuProps) {
  const t = useTranslations("nav");
  return (
    <div className="space-y-2">
      <p className="text-center text-sm text-slate-600">
        {t("signedInAs")} <span className="font-semibold text-slate-900">{user.name}</span>
      </p>
      <Link href={links.favorites} onClick={onNavigate} className={linkClass}>
        <Icon name="heart" className="size-5" />
        {t("favorites")}
      </Link>
      <Link href={links.profile} onClick={onNavigate} className={linkClass}>
        <Icon name="user" className="size-5" />
        {t("profile")}
      </Link>
      <button type="button" onClick={onLogOut} disabled={busy} aria-busy={busy || undefined} className={`${shape} w-full border-transparent bg-primary text-on-primary`}>
        <Icon name="arrowRight" className="size-5" />
        {t("logout")}
      </button>
    </div>
  );
}
