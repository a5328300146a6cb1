"use client";
/**
 * The search box as the page first shows it: a plain text field that looks like the combobox. The
 * combobox itself (with TanStack Query) loads on first focus or touch and takes over with the text
 * typed so far and the focus, so pages that are never searched from load none of it.
 */
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { SearchComboboxProps } from "./search-combobox";

type BoxProps = Omit<SearchComboboxProps, "label" | "initialText" | "autoFocus"> & { label?: string; initialText?: string; autoFocus?: boolean };

let loaded: ComponentType<SearchComboboxProps> | null = null;
const loadCombobox = () => import("./search-combobox").then((module) => (loaded = module.default));

export function SearchBox({ label, labelClassName = "sr-only", className, initialText = "", autoFocus = false, ...rest }: BoxProps) {
  const t = useTranslations("searchBox");
  const id = useId();
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(() => loaded);
  const [text, setText] = useState(initialText);
  const [focused, setFocused] = useState(autoFocus);
  const field = useRef<HTMLInputElement>(null);

  function wake() {
    if (Combobox) return;
    void loadCombobox().then((component) => setCombobox(() => component));
  }
  useEffect(() => {
    // Text typed (and focus given) before the page was hydrated is kept, and wakes the combobox.
    const element = field.current;
    if (element?.value && element.value !== text) setText(element.value);
    if (autoFocus || (element && document.activeElement === element)) {
      setFocused(true);
      wake();
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldLabel = label ?? t("label");
  if (Combobox) return <Combobox {...rest} label={fieldLabel} labelClassName={labelClassName} className={className} initialText={text} autoFocus={focused} />;
  return (
    <div className={cx("relative", className)}>
      <label htmlFor={`${id}-input`} className={labelClassName}>
        {fieldLabel}
      </label>
      <div className="flex h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 shadow-sm focus-within:border-primary focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary">
        <Icon name="search" className="size-5 shrink-0 text-slate-500" />
        <input
          ref={field}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={false}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("placeholder")}
          maxLength={100}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={() => {
            setFocused(true);
            wake();
          }}
          onPointerDown={wake}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (text.trim()) rest.onSubmitText(text.replace(/\s+/g, " ").trim());
          }}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={t("suggestions")} hidden />
    </div>
  );
}
