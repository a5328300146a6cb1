"use client";

import { useTranslations } from "next-intl";
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from "react";
import { notifyWarning } from "@/components/feedback/notify";
import { COMPARE_FORMAT, COMPARE_MAX, compareStorageKey, removeFromCompare, toggleCompare, type CompareChange, type CompareItem } from "@/lib/catalogue/compare-list";
import { createLocalStore, type LocalStore } from "@/lib/storage/local-store";

/**
 * The comparison list in local storage (per site), shared by every toggle and the compare bar on a
 * page and kept in step across tabs. The server renders an empty list; the stored one appears
 * after hydration.
 */
const stores = new Map<string, LocalStore<readonly CompareItem[]>>();

/** One store per key (site) on the page, so every toggle and the bar hear of each other's changes. */
function compareStore(key: string): LocalStore<readonly CompareItem[]> {
  let store = stores.get(key);
  if (!store) stores.set(key, (store = createLocalStore(key, COMPARE_FORMAT)));
  return store;
}

const CompareScopeContext = createContext("_main");

/** The site the list belongs to (the storage key suffix, e.g. `_demo`). */
export function CompareScope({ suffix, children }: { suffix: string; children: ReactNode }) {
  return <CompareScopeContext value={suffix}>{children}</CompareScopeContext>;
}

export function useCompareList() {
  const t = useTranslations("compare");
  const store = compareStore(compareStorageKey(use(CompareScopeContext)));
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  const toggle = useCallback(
    (item: CompareItem): CompareChange => {
      const result = toggleCompare(store.getSnapshot(), item);
      if (result.change === "full") notifyWarning(t("full", { max: COMPARE_MAX }), { description: t("fullHint") });
      else store.set(result.list);
      return result.change;
    },
    [store, t],
  );
  const remove = useCallback((id: number) => store.set(removeFromCompare(store.getSnapshot(), id)), [store]);
  const clear = useCallback(() => store.set([]), [store]);
  return { list, toggle, remove, clear };
}
