"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { AccountNav } from "@/components/account/menu/account-nav";
import { cx } from "@/components/ui/cx";
import { trapFocus } from "@/components/ui/trap-focus";
import { NavLinks } from "./nav-links";
import { SiteLogo } from "./site-logo";
import { homeHref, type SiteChrome } from "./types";

export type MobileMenuProps = Pick<SiteChrome, "name" | "basePath" | "nav" | "accountNav" | "accountMenu"> & { className?: string };

/**
 * The off-canvas menu below the `lg` breakpoint: slides in from the right, 360 px wide (300 px under
 * 480 px). While open, Tab stays inside the panel; Escape, the close button, the backdrop and any
 * link close it, and focus returns to the menu button (except after following a link).
 */
export function MobileMenu({ name, basePath, nav, accountNav, accountMenu, className }: MobileMenuProps) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  // The menu is open for the path it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const home = homeHref(basePath);

  const dismiss = useCallback(() => {
    setOpenOn(null);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const frame = requestAnimationFrame(() => closeRef.current?.focus());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
      else if (event.key === "Tab" && panelRef.current) trapFocus(event, panelRef.current);
    };
    const desktop = window.matchMedia("(min-width: 992px)");
    const onDesktop = (event: MediaQueryListEvent) => event.matches && setOpenOn(null);
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onDesktop);
    return () => {
      document.body.style.overflow = overflow;
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onDesktop);
    };
  }, [open, dismiss]);

  const close = () => setOpenOn(null);

  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        className="-mr-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("menu")}
        onClick={() => (open ? dismiss() : setOpenOn(pathname))}
      >
        <Icon name="menu" className="size-7" />
      </button>

      <div
        aria-hidden="true"
        className={cx(
          "fixed inset-0 z-40 bg-slate-950/55 transition-opacity duration-300 motion-reduce:transition-none",
          open ? "opacity-100" : "pointer-events-none opacity-0",
        )}
        onClick={dismiss}
      />

      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label={t("menu")}
        inert={!open}
        data-state={open ? "open" : "closed"}
        className={cx(
          "fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col overflow-y-auto bg-white text-slate-800 shadow-2xl duration-300 ease-out motion-reduce:transition-none min-[480px]:w-[360px]",
          open ? "visible translate-x-0 transition-transform" : "invisible translate-x-full transition-[transform,visibility]",
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-5 text-primary">
          <Link href={home} onClick={close} aria-label={name}>
            <SiteLogo name={name} />
          </Link>
          <button
            ref={closeRef}
            type="button"
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
            aria-label={t("closeMenu")}
            onClick={dismiss}
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>

        <nav aria-label={t("main")} className="px-3 py-4">
          <NavLinks
            items={nav}
            homeHref={home}
            onNavigate={close}
            linkClassName="block rounded-md px-3 py-3 text-lg font-medium hover:bg-slate-100 aria-[current=page]:bg-slate-100 aria-[current=page]:text-primary aria-[current=page]:font-semibold"
          />
        </nav>

        {accountNav.length > 0 && (
          <nav aria-label={t("account")} className="mt-auto border-t border-slate-200 px-5 py-5">
            <ul className="space-y-2">
              {accountNav.map((item, index) => {
                const link = (
                  <Link
                    href={item.href}
                    onClick={close}
                    className={cx(
                      "flex h-12 items-center justify-center gap-2 rounded-md font-semibold",
                      index === 0 ? "bg-primary text-on-primary" : "border border-slate-300 text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    {index === 0 ? <Icon name="user" className="size-5" /> : <Icon name="lock" className="size-5" />}
                    {item.label}
                  </Link>
                );
                return (
                  <li key={item.href}>
                    {/* The first item is the client login: a logged-in client gets the account links instead. */}
                    {index === 0 ? <AccountNav variant="mobile" links={accountMenu} guest={link} onNavigate={close} /> : link}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
