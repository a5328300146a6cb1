"use client";
/**
 * The search box with suggestions: a WAI-ARIA combobox (list autocomplete, no automatic selection).
 * Arrow keys move through the suggestions, Enter follows the highlighted one or searches the typed
 * text, Escape closes the list (and clears the text when it is closed); a live region says how many
 * suggestions there are. The suggestions come from `SuggestionSource` (TanStack Query), loaded on
 * the first focus, touch or key, so the field works at once and pages nobody searches from load
 * none of it.
 */
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { SuggestionSourceProps, SuggestionState } from "./suggestion-source";
import { suggestText, wantsSuggestions, type BoxSuggestion } from "./suggestions";

export interface SearchBoxProps {
  /** The site's base path: the suggestions' links and the API's `partner` follow it. */
  basePath: string;
  /** The label; by default "Zoek op plaats, project of ontwikkelaar". */
  label?: string;
  labelClassName?: string;
  className?: string;
  /** The text to start with (the search's `q`). */
  initialText?: string;
  autoFocus?: boolean;
  /** A suggestion was picked. */
  onPick: (suggestion: BoxSuggestion) => void;
  /** Enter on typed text without a highlighted suggestion. */
  onSubmitText: (text: string) => void;
  /** The text changed (a form around the box may want it). */
  onTextChange?: (text: string) => void;
}

type Source = ComponentType<SuggestionSourceProps>;
let loadedSource: Source | null = null;
const loadSource = () => import("./suggestion-source").then((module) => (loadedSource = module.default));

export function SearchBox({ basePath, label, labelClassName = "sr-only", className, initialText = "", autoFocus = false, onPick, onSubmitText, onTextChange }: SearchBoxProps) {
  const t = useTranslations("searchBox");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [SuggestionSource, setSource] = useState<Source | null>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<SuggestionState>({ text: "", suggestions: [], status: "loading" });

  function wake() {
    if (SuggestionSource) return;
    if (loadedSource) setSource(() => loadedSource);
    else void loadSource().then((source) => setSource(() => source));
  }

  useEffect(() => {
    // Text typed and focus given before the page was hydrated are kept.
    const element = input.current;
    if (element?.value && element.value !== text) setText(element.value);
    if (autoFocus) element?.focus();
    if (autoFocus || (element && document.activeElement === element)) {
      setOpen(true);
      wake();
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const expanded = open && wantsSuggestions(text);
  const current = state.text === suggestText(text);
  const suggestions = expanded ? state.suggestions : [];
  const settled = expanded && current && state.status === "ready";

  function change(next: string) {
    setText(next);
    setActive(-1);
    setOpen(true);
    wake();
    onTextChange?.(next);
  }

  function pick(suggestion: BoxSuggestion) {
    setOpen(false);
    setText(suggestion.label);
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!expanded || event.altKey || count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((at) => (at < 0 && step < 0 ? count - 1 : (at + step + count) % count));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else if (suggestText(text)) {
        setOpen(false);
        onSubmitText(suggestText(text));
      }
    } else if (event.key === "Escape") {
      // Handled here (a sheet or menu around the box closes on the next Escape only).
      if (expanded || text) event.preventDefault();
      if (expanded) setOpen(false);
      else change("");
      setActive(-1);
    }
  }

  return (
    <div className={cx("relative", className)}>
      {SuggestionSource && <SuggestionSource text={text} basePath={basePath} onState={setState} />}
      <label htmlFor={`${id}-input`} className={labelClassName}>
        {label ?? t("label")}
      </label>
      <div className="flex h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 shadow-sm focus-within:border-primary focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary">
        <Icon name="search" className="size-5 shrink-0 text-slate-500" />
        <input
          ref={input}
          id={`${id}-input`}
          // A text input: the WAI-ARIA combobox pattern's element (ARIA in HTML allows no combobox role on type=search).
          type="text"
          inputMode="search"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={t("placeholder")}
          maxLength={100}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          onFocus={() => {
            setOpen(true);
            wake();
          }}
          onPointerDown={wake}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={t("suggestions")} hidden={!expanded} className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-left shadow-lg">
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.url}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className={cx(
              "flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm",
              index === active ? "bg-primary/10 text-primary outline-2 -outline-offset-2 outline-primary" : "text-slate-800 hover:bg-slate-50",
            )}
          >
            <span className="min-w-0">
              <span className="font-medium">{suggestion.label}</span>
              {suggestion.context && <span className="text-slate-600"> · {suggestion.context}</span>}
            </span>
            <span className="shrink-0 text-xs text-slate-600">
              {t(`kind.${suggestion.kind}`)}
              {suggestion.count !== undefined && ` · ${t("projects", { count: suggestion.count })}`}
            </span>
          </li>
        ))}
        {suggestions.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-slate-600">
            {current && state.status === "error" ? t("searchFailed") : settled ? t("noSuggestions") : t("searching")}
          </li>
        )}
      </ul>
      <p role="status" className="sr-only">
        {settled ? t("resultCount", { count: suggestions.length }) : ""}
      </p>
    </div>
  );
}
