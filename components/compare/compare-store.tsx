"use client";

import { useTranslations } from "next-intl";
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from "react";
import { notifyWarning } from "@/components/feedback/notify";
import { COMPARE_MAX, compareStorageKey, parseCompareList, removeFromCompare, toggleCompare, type CompareChange, type CompareItem } from "@/lib/catalogue/compare-list";

/**
 * The comparison list in local storage (per site), shared by every toggle and the compare bar on a
 * page and kept in step across tabs (the `storage` event). The server renders an empty list; the
 * stored one appears after hydration.
 */
const CHANGE_EVENT = "costa:compare-change";
const EMPTY: CompareItem[] = [];
let snapshot: { key: string; raw: string | null; list: CompareItem[] } = { key: "", raw: null, list: EMPTY };

function read(key: string): CompareItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage blocked: an empty list.
  }
  // useSyncExternalStore wants the same object back while nothing changed.
  if (snapshot.key !== key || snapshot.raw !== raw) snapshot = { key, raw, list: parseCompareList(raw) };
  return snapshot.list;
}

function write(key: string, list: CompareItem[]) {
  try {
    if (list.length) window.localStorage.setItem(key, JSON.stringify(list));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: the pick is lost on the next page, nothing worse.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(callback: () => void) {
  window.addEventListener("storage", callback);
  window.addEventListener(CHANGE_EVENT, callback);
  return () => {
    window.removeEventListener("storage", callback);
    window.removeEventListener(CHANGE_EVENT, callback);
  };
}

const CompareScopeContext = createContext("_main");

/** The site the list belongs to (the storage key suffix, e.g. `_demo`). */
export function CompareScope({ suffix, children }: { suffix: string; children: ReactNode }) {
  return <CompareScopeContext value={suffix}>{children}</CompareScopeContext>;
}

export function useCompareList() {
  const t = useTranslations("compare");
  const key = compareStorageKey(use(CompareScopeContext));
  const list = useSyncExternalStore(subscribe, () => read(key), () => EMPTY);

  const toggle = useCallback(
    (item: CompareItem): CompareChange => {
      const result = toggleCompare(read(key), item);
      if (result.change === "full") notifyWarning(t("full", { max: COMPARE_MAX }), { description: t("fullHint") });
      else write(key, result.list);
      return result.change;
    },
    [key, t],
  );
  const remove = useCallback((id: number) => write(key, removeFromCompare(read(key), id)), [key]);
  const clear = useCallback(() => write(key, []), [key]);
  return { list, toggle, remove, clear };
}
