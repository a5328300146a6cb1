"use client";

import { useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from "react";

/** Keys that move a closed select's choice at once (and fire `change`) in Chromium and Firefox on Windows and Linux. */
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

type Props = Omit<ComponentPropsWithoutRef<"select">, "value" | "defaultValue" | "onChange"> & {
  value: string;
  /** A choice made: picked from the list (pointer, a phone's picker), or the keyboard's choice on Enter or on leaving. */
  onCommit: (value: string) => void;
};

/**
 * A filter select that applies a choice when it is made, not on every key: a closed select steps
 * through its options with the arrow keys, each step a `change`, and each change a new search. The
 * keyboard's choice shows at once and is applied on Enter or when the focus leaves.
 */
export function FilterSelect({ value, onCommit, onKeyDown, onBlur, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const browsing = useRef(false);

  function commit(next: string) {
    setDraft(null);
    if (next !== value) onCommit(next);
  }

  return (
    <select
      {...rest}
      value={draft ?? value}
      onKeyDown={(event: KeyboardEvent<HTMLSelectElement>) => {
        onKeyDown?.(event);
        // Type-ahead letters step like arrows; Enter confirms (also a choice made in an open list).
        browsing.current = BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey);
        if (event.key === "Enter" && draft !== null) commit(event.currentTarget.value);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (browsing.current) {
          browsing.current = false;
          setDraft(next);
        } else commit(next);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        browsing.current = false;
        if (draft !== null) commit(event.currentTarget.value);
      }}
    />
  );
}
