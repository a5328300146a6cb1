"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { AccountMenuProps } from "./signed-in-menu";

const itemClass = "flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60";

/**
 * The header's account menu: a disclosure button with the client's first name and a panel with
 * favorites, profile and logout. Tab moves through it; Escape closes it and returns to the button;
 * a click or focus outside closes it.
 */
export function HeaderAccountMenu({ user, links, onLogOut, busy }: AccountMenuProps) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className="relative ml-1" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("accountMenu", { name: user.name })}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-9 items-center gap-2 rounded-md bg-secondary px-3 text-sm font-semibold text-on-secondary"
      >
        <Icon name="user" className="size-4" />
        <span className="max-w-32 truncate">{user.first_name}</span>
        <Icon name="chevronRight" className={cx("size-4 transition-transform motion-reduce:transition-none", open ? "-rotate-90" : "rotate-90")} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 overflow-hidden rounded-lg bg-white text-slate-800 shadow-xl ring-1 ring-black/10 [--focus-ring:var(--color-primary-ink)]"
      >
        <p className="border-b border-slate-200 px-4 py-3 text-sm">
          <span className="block text-slate-600">{t("signedInAs")}</span>
          <span className="block truncate font-semibold text-slate-900">{user.name}</span>
        </p>
        <ul className="py-1">
          <li>
            <Link href={links.favorites} onClick={close} className={itemClass}>
              <Icon name="heart" className="size-4 text-primary" />
              {t("favorites")}
            </Link>
          </li>
          <li>
            <Link href={links.profile} onClick={close} className={itemClass}>
              <Icon name="user" className="size-4 text-primary" />
              {t("profile")}
            </Link>
          </li>
          <li className="border-t border-slate-200">
            <button type="button" onClick={onLogOut} disabled={busy} aria-busy={busy || undefined} className={itemClass}>
              <Icon name={busy ? "spinner" : "arrowRight"} className={cx("size-4 text-primary", busy && "animate-spin motion-reduce:animate-none")} />
              {t("logout")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
