"use client";
/**
 * The header's search: a button that opens the search box in a panel under the header. The box's
 * code (and the suggestions' behind it) loads only when the button is used, so the header stays light.
 */
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { SiteSearchBoxProps } from "./site-search-box";

const loadBox = () => import("./site-search-box").then((module) => module.SiteSearchBox);

export function HeaderSearch({ basePath, className }: { basePath: string; className?: string }) {
  const t = useTranslations("searchBox");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [Box, setBox] = useState<ComponentType<SiteSearchBoxProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof PointerEvent && (panel.current?.contains(event.target as Node) || button.current?.contains(event.target as Node))) return;
      // Escape inside the box first closes its list; a second Escape (list closed, text empty) closes the panel.
      if (event instanceof KeyboardEvent && (event.target as HTMLInputElement | null)?.value) return;
      setOpen(false);
      if (event instanceof KeyboardEvent) button.current?.focus();
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  return (
    <div className={cx("static", className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          if (!Box) void loadBox().then((box) => setBox(() => box));
          setOpen((current) => !current);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium"
      >
        <Icon name="search" className="size-5" />
        <span className="sr-only xl:not-sr-only">{t("open")}</span>
      </button>
      <div ref={panel} id={`${id}-panel`} hidden={!open} className="absolute inset-x-0 top-full bg-white/95 py-3 shadow-lg">
        {open && Box && <Box basePath={basePath} autoFocus className="mx-auto w-[min(40rem,calc(100%-2rem))]" />}
      </div>
    </div>
  );
}
