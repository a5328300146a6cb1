"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { toGeoSelection, type GeoSelection } from "@/lib/catalogue/search/filter-values";

export interface PlaceSuggestion {
  kind: "region" | "province" | "town";
  slug: string;
  name: string;
  context: string | null;
  esGeo: GeoSelection;
}

const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? "";

/** Reads `{ data: [...] }` from `/api/geo-search`, keeping only well-formed suggestions. */
function toSuggestions(body: unknown): PlaceSuggestion[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: Record<string, unknown>) => {
    const esGeo = toGeoSelection(entry?.esGeo);
    const kind = entry?.kind;
    if (!esGeo || typeof entry.name !== "string" || typeof entry.slug !== "string") return [];
    if (kind !== "region" && kind !== "province" && kind !== "town") return [];
    return [{ kind, slug: entry.slug, name: entry.name, context: typeof entry.context === "string" ? entry.context : null, esGeo }];
  });
}

type Props = {
  /** A suggestion was chosen (click, or Enter while the list is open). */
  onChoose: (suggestion: PlaceSuggestion) => void;
  /** The visitor edited the text (a place chosen before no longer applies). */
  onEdit?: (text: string) => void;
  /** New suggestions arrived for the text, best first. */
  onSuggestions?: (suggestions: PlaceSuggestion[]) => void;
  /** The label; by default the map's "Zoek op plaats, costa of provincie", for screen readers only. */
  label?: string;
  labelClassName?: string;
  className?: string;
};

/** A combobox over costas, provinces and towns (`/api/geo-search`): the one place search of the site. */
export function PlaceCombobox({ onChoose, onEdit, onSuggestions, label, labelClassName = "sr-only", className }: Props) {
  const t = useTranslations("map");
  const id = useId();
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setStatus("loading");
      try {
        const response = await fetch(`${API_BASE}/api/geo-search?q=${encodeURIComponent(text)}`, { signal: controller.signal, headers: { accept: "application/json" } });
        const list = response.ok ? toSuggestions(await response.json()) : [];
        setSuggestions(list);
        setActive(list.length ? 0 : -1);
        setStatus(response.ok ? "idle" : "error");
        onSuggestions?.(list);
      } catch {
        if (!controller.signal.aborted) setStatus("error");
      }
    }, 200);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // `onSuggestions` is a notification: a new function from the parent must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const visible = open && query.trim().length >= 2;

  function choose(suggestion: PlaceSuggestion | undefined) {
    if (!suggestion) return;
    setOpen(false);
    setQuery(suggestion.name);
    onChoose(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (suggestions.length ? (current + step + suggestions.length) % suggestions.length : -1));
    } else if (event.key === "Enter" && visible && suggestions.length > 0) {
      // With the list open Enter picks; with it closed it does what Enter does there (a form submits).
      event.preventDefault();
      choose(suggestions[active] ?? suggestions[0]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  const kindLabel = (kind: PlaceSuggestion["kind"]) => t(`kind.${kind}`);
  return (
    <div className={cx("relative", className)}>
      <label htmlFor={`${id}-input`} className={labelClassName}>
        {label ?? t("nameSearchLabel")}
      </label>
      <div className="flex h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 shadow-sm focus-within:border-primary focus-within:outline-2 focus-within:outline-primary">
        <Icon name="search" className="size-5 shrink-0 text-slate-500" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={`${id}-list`}
          aria-activedescendant={visible && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={t("nameSearchPlaceholder")}
          value={query}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setQuery(text);
            setOpen(true);
            onEdit?.(text);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={t("suggestions")} hidden={!visible} className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.slug}-${index}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={cx("flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm", index === active ? "bg-primary/10 text-primary" : "text-slate-800")}
          >
            <span className="font-medium">{suggestion.name}</span>
            <span className="text-xs text-slate-500">
              {suggestion.context ? t("kindAndContext", { kind: kindLabel(suggestion.kind), context: suggestion.context }) : kindLabel(suggestion.kind)}
            </span>
          </li>
        ))}
        {suggestions.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-slate-500">
            {status === "loading" ? t("searching") : status === "error" ? t("searchFailed") : t("noPlaces")}
          </li>
        )}
      </ul>
    </div>
  );
}
