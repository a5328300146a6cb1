"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

type Selection = { ids: number[]; toggle(id: number, on: boolean): void; setAll(ids: number[], on: boolean): void; clear(): void };

const SelectionContext = createContext<Selection | null>(null);

/** The inbox rows' checkboxes and the bulk bar share the selected lead ids (this page's rows only). */
export function LeadSelectionProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<number[]>([]);
  const value = useMemo<Selection>(
    () => ({
      ids,
      toggle: (id, on) => setIds((current) => (on ? [...new Set([...current, id])] : current.filter((one) => one !== id))),
      setAll: (all, on) => setIds(on ? all : []),
      clear: () => setIds([]),
    }),
    [ids],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useLeadSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("useLeadSelection outside LeadSelectionProvider");
  return selection;
}

const boxClass = "size-5 rounded border-slate-500 accent-primary";

export function LeadCheckbox({ id, name }: { id: number; name: string }) {
  const t = useTranslations("crm.inbox");
  const { ids, toggle } = useLeadSelection();
  return <input type="checkbox" className={boxClass} aria-label={t("selectLead", { name })} checked={ids.includes(id)} onChange={(event) => toggle(id, event.target.checked)} />;
}

export function SelectAllLeads({ ids: all }: { ids: number[] }) {
  const t = useTranslations("crm.inbox");
  const { ids, setAll } = useLeadSelection();
  const checked = all.length > 0 && all.every((id) => ids.includes(id));
  return <input type="checkbox" className={boxClass} aria-label={t("selectAll")} checked={checked} onChange={(event) => setAll(all, event.target.checked)} />;
}
